import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';

/** Downloads the list as the filters select it, every row (not only this page), as CSV. */
export function CsvButton({ href }: { href: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
    >
      Export CSV
    </Button>
  );
}
