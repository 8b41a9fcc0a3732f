import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Container, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { DownloadFile } from '@windfamily/contract/content';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { EmptyState, LoadError } from '../../../components/load-states';
import { PageHeader } from '../../catalog/components/page-header';
import { useDownloadFiles } from '../api';
import { formatFileSize } from '../components/format-size';
import { groupFiles } from '../components/group-files';

/** SPEC.md's menu label for this page. */
export const DOWNLOADS_TITLE = 'Lineplans & Downloads';

const groupsSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
  alignItems: 'start',
} as const;

function FileLink({ file }: { file: DownloadFile }) {
  const facts = `${file.file_type} · ${formatFileSize(file.size)}`;
  return (
    <Link
      href={file.url}
      download
      underline="none"
      aria-label={`${file.title} (${facts})`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1.25,
        borderRadius: 1.5,
        color: 'text.primary',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      <DownloadIcon color="secondary" aria-hidden />
      <Box component="span" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
        {file.title}
      </Box>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {facts}
      </Typography>
    </Link>
  );
}

function LoadingGroups() {
  return (
    <Box sx={groupsSx} role="status" aria-label="Loading downloads">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} variant="rounded" sx={{ height: 180 }} />
      ))}
    </Box>
  );
}

/** /downloads: line plans, manuals and certificates, by wing (or group) and kind. */
export default function DownloadsPage() {
  usePageTitle(DOWNLOADS_TITLE);
  const downloads = useDownloadFiles();

  return (
    <>
      <PageHeader
        title={DOWNLOADS_TITLE}
        intro="Line plans, manuals and certificates of our wings, to check your trim or keep in your harness bag."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {downloads.isPending ? (
          <LoadingGroups />
        ) : downloads.isError ? (
          <LoadError what="the downloads" onRetry={() => void downloads.refetch()} />
        ) : downloads.data.files.length === 0 ? (
          <EmptyState title="No downloads yet">
            Line plans and manuals will be here soon. Until then,{' '}
            <Link component={RouterLink} to="/contact">
              ask us
            </Link>{' '}
            for the document you need.
          </EmptyState>
        ) : (
          <Box sx={groupsSx}>
            {groupFiles(downloads.data.files).map((group) => (
              <Paper
                key={group.name}
                component="section"
                variant="outlined"
                aria-label={group.name}
                sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
              >
                <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
                  {group.name}
                </Typography>
                <Stack spacing={1.5}>
                  {group.kinds.map(({ kind, files }) => (
                    <Box key={kind}>
                      {kind && (
                        <Typography
                          variant="h3"
                          sx={{
                            fontSize: '0.8rem',
                            fontWeight: 700,
                            letterSpacing: '0.08em',
                            textTransform: 'uppercase',
                            color: 'text.secondary',
                            mb: 0.5,
                          }}
                        >
                          {kind}
                        </Typography>
                      )}
                      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                        {files.map((file) => (
                          <li key={file.id}>
                            <FileLink file={file} />
                          </li>
                        ))}
                      </Box>
                    </Box>
                  ))}
                </Stack>
              </Paper>
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
