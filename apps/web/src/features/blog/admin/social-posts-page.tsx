import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { SocialPostAdmin } from '@windfamily/contract/blog';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { formatDay } from '../../../lib/dates';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { ImageGalleryField } from '../../../components/backoffice/image-gallery-field';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { Thumbnail } from '../../../components/backoffice/thumbnail';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useDeleteSocialPost, useSaveSocialPost, useSocialPostsAdmin } from './api';
import { ConfirmDeleteDialog } from '../../../components/backoffice/confirm-delete-dialog';
import {
  emptySocialPost,
  socialPostFieldOf,
  socialPostFormSchema,
  socialPostFormValues,
  socialPostPayload,
} from './social-post-schema';

/** "Sunset soaring at the Dune du Pilat…": a caption's start, for titles and confirmations. */
const shortCaption = (post: SocialPostAdmin) =>
  post.caption.length > 60 ? `${post.caption.slice(0, 57)}…` : post.caption || 'Social post';

/** Adds a social post (without `post`) or changes one, in a dialog. */
function SocialPostDialog({
  post,
  onClose,
}: {
  post: SocialPostAdmin | undefined;
  onClose: () => void;
}) {
  const save = useSaveSocialPost(post?.id);
  const isMobile = useIsMobile();
  const titleId = useId();
  const form = useForm({
    resolver: zodResolver(socialPostFormSchema),
    mode: 'onTouched',
    defaultValues: post ? socialPostFormValues(post) : emptySocialPost(),
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(socialPostPayload(values));
      toast.success(post ? 'Social post saved.' : 'Social post added.');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, socialPostFieldOf);
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={isMobile}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Social post">
          <DialogTitle id={titleId}>{post ? 'Edit social post' : 'New social post'}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormRootError />
              <FormTextField
                name="link"
                label="Link"
                required
                type="url"
                helperText="The post on the social network, starting with https://"
              />
              <FormTextField
                name="date"
                label="Date"
                type="date"
                required
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField name="caption" label="Caption" multiline minRows={2} />
              <ImageGalleryField
                name="image_ids"
                images={post ? [post.image] : []}
                label="Picture"
                itemLabel="Picture"
                defaultAlt="Photo from our social feed"
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {post ? 'Save' : 'Add'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}

function DeleteSocialPostButton({ post }: { post: SocialPostAdmin }) {
  const remove = useDeleteSocialPost();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await remove.mutateAsync(post.id);
      toast.success('Social post deleted.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setOpen(false);
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={() => setOpen(true)}
        aria-label={`Delete the social post of ${formatDay(post.date)}`}
      >
        Delete
      </Button>
      <ConfirmDeleteDialog
        open={open}
        title="Delete this social post?"
        text={`“${shortCaption(post)}” disappears from the blog's social feed. The post on the social network stays.`}
        deleting={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/** /backoffice/social-posts: the posts of the social feed shown on the blog. */
export default function SocialPostsPage() {
  const posts = useSocialPostsAdmin();
  const [editing, setEditing] = useState<SocialPostAdmin | 'new' | null>(null);

  const columns: DataColumn<SocialPostAdmin>[] = [
    { key: 'date', label: 'Date', render: (post) => formatDay(post.date) },
    {
      key: 'link',
      label: 'Link',
      render: (post) => (
        <Link href={post.link} target="_blank" rel="noopener noreferrer">
          Open
        </Link>
      ),
    },
  ];

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      New social post
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Social posts"
        subtitle="The strip “From our social feed” on the blog, newest first."
        actions={addButton}
      />
      {posts.isPending ? (
        <ListSkeleton rows={4} />
      ) : posts.isError ? (
        <AdminLoadError
          what="The social posts"
          error={posts.error}
          onRetry={() => void posts.refetch()}
        />
      ) : posts.data.length === 0 ? (
        <AdminEmptyState title="No social posts yet">{addButton}</AdminEmptyState>
      ) : (
        <DataList
          label="Social posts"
          rows={posts.data}
          rowKey={(post) => post.id}
          title={{
            key: 'caption',
            label: 'Caption',
            render: (post) => (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Thumbnail image={post.image} size={48} alt="" />
                <Typography component="span" sx={{ whiteSpace: 'normal', maxWidth: 360 }}>
                  {shortCaption(post)}
                </Typography>
              </Stack>
            ),
          }}
          columns={columns}
          actions={(post) => (
            <Stack direction="row" spacing={0.5}>
              <Button
                size="small"
                onClick={() => setEditing(post)}
                aria-label={`Edit the social post of ${formatDay(post.date)}`}
              >
                Edit
              </Button>
              <DeleteSocialPostButton post={post} />
            </Stack>
          )}
        />
      )}
      {editing && (
        <SocialPostDialog
          key={editing === 'new' ? 'new' : editing.id}
          post={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
