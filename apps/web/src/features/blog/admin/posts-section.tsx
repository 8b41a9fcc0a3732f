import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { BlogPostAdmin } from '@windfamily/contract/blog';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { formatDay } from '../../../lib/dates';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { Thumbnail } from '../../../components/backoffice/thumbnail';
import { useBlogPostsAdmin } from './api';
import { BLOG_ADMIN_PATHS } from './paths';
import PostEditorPage from './post-editor-page';

function PublishedChip({ published }: { published: boolean }) {
  return published ? (
    <Chip label="Published" size="small" color="success" variant="outlined" />
  ) : (
    <Chip label="Draft" size="small" variant="outlined" />
  );
}

function PostListPage() {
  const posts = useBlogPostsAdmin();

  const columns: DataColumn<BlogPostAdmin>[] = [
    {
      key: 'state',
      label: 'State',
      card: 'inline',
      render: (post) => <PublishedChip published={post.published} />,
    },
    { key: 'date', label: 'Date', render: (post) => formatDay(post.created) },
  ];

  const addButton = (
    <Button
      component={RouterLink}
      to={BLOG_ADMIN_PATHS.newPost}
      variant="contained"
      startIcon={<AddIcon />}
    >
      New post
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Blog"
        subtitle="The news on /blog, newest first. Drafts are only seen here."
        actions={addButton}
      />
      {posts.isPending ? (
        <ListSkeleton rows={5} />
      ) : posts.isError ? (
        <AdminLoadError what="The posts" error={posts.error} onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <AdminEmptyState title="No posts yet">{addButton}</AdminEmptyState>
      ) : (
        <DataList
          label="Blog posts"
          rows={posts.data}
          rowKey={(post) => post.id}
          title={{
            key: 'title',
            label: 'Title',
            render: (post) => (
              <Stack component="span">
                <span>{post.title}</span>
                <Typography component="span" variant="caption" color="text.secondary">
                  {`/blog/${post.slug}/`}
                </Typography>
              </Stack>
            ),
          }}
          media={(post) => <Thumbnail image={post.cover} alt="" />}
          columns={columns}
          inactive={(post) => !post.published}
          href={(post) => BLOG_ADMIN_PATHS.post(post.id)}
          rowClick
        />
      )}
    </>
  );
}

/** /backoffice/blog/*: the posts, and the editor of one (or a new one). */
export default function PostsSection() {
  return (
    <Routes>
      <Route index element={<PostListPage />} />
      <Route path=":id" element={<PostEditorPage />} />
    </Routes>
  );
}
