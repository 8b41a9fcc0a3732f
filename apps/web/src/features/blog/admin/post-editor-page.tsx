import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Stack } from '@mui/material';
import { blogPostPath, type BlogPostAdmin } from '@windfamily/contract/blog';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FieldGrid, FormSection } from '../../../components/backoffice/form-section';
import { ImageGalleryField } from '../../../components/backoffice/image-gallery-field';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { MarkdownField } from '../../../components/backoffice/markdown-field';
import { SaveBar } from '../../../components/backoffice/save-bar';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { SAVED_STATE, UnsavedChangesGuard } from '../../../components/backoffice/unsaved-changes';
import { useBlogPostsAdmin, useDeleteBlogPost, useSaveBlogPost } from './api';
import { ConfirmDeleteDialog } from '../../../components/backoffice/confirm-delete-dialog';
import { BLOG_ADMIN_PATHS } from './paths';
import {
  emptyPost,
  postFieldOf,
  postFormSchema,
  postFormValues,
  postPayload,
  slugOf,
} from './post-schema';

const back = { to: BLOG_ADMIN_PATHS.posts, label: 'All posts' };

function DeletePostButton({ post }: { post: BlogPostAdmin }) {
  const navigate = useNavigate();
  const remove = useDeleteBlogPost();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await remove.mutateAsync(post.id);
      toast.success(`“${post.title}” deleted.`);
      await navigate(BLOG_ADMIN_PATHS.posts, { replace: true, state: SAVED_STATE });
    } catch (error) {
      toast.error(errorMessage(error));
      setOpen(false);
    }
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDeleteDialog
        open={open}
        title="Delete this post?"
        text={`“${post.title}” disappears from the blog for good. Its cover stays in the picture library.`}
        deleting={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

function PostEditor({ post }: { post: BlogPostAdmin | undefined }) {
  const navigate = useNavigate();
  const save = useSaveBlogPost(post?.id);
  const form = useForm({
    resolver: zodResolver(postFormSchema),
    mode: 'onTouched',
    defaultValues: post ? postFormValues(post) : emptyPost(),
  });
  const { isDirty, isSubmitting } = form.formState;
  const [title, slug] = useWatch({ control: form.control, name: ['title', 'slug'] });

  // A new post's address follows its title until someone types one.
  useEffect(() => {
    if (post || form.getFieldState('slug').isDirty) return;
    form.setValue('slug', slugOf(title ?? ''));
  }, [post, form, title]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(postPayload(values));
      form.reset(postFormValues(saved));
      toast.success(
        `“${saved.title}” ${saved.published ? (post?.published ? 'saved' : 'is published') : 'saved as a draft'}.`,
      );
      if (!post)
        await navigate(BLOG_ADMIN_PATHS.post(saved.id), { replace: true, state: SAVED_STATE });
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, postFieldOf);
    }
  });

  const actions = post && (
    <Stack direction="row" spacing={1}>
      {post.published && (
        <Button
          href={blogPostPath(post.slug)}
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewIcon />}
        >
          View on the site
        </Button>
      )}
      <DeletePostButton post={post} />
    </Stack>
  );

  return (
    <>
      <AdminPageHeader
        title={post ? post.title : 'New post'}
        subtitle={
          post ? (post.published ? 'Published post' : 'Draft') : 'A news post for the blog.'
        }
        back={back}
        actions={actions}
      />
      <UnsavedChangesGuard isDirty={() => form.formState.isDirty} />
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Blog post">
          <Stack spacing={3}>
            <FormRootError />
            <FormSection title="The post">
              <FieldGrid>
                <FormTextField name="title" label="Title" required />
                <FormTextField
                  name="slug"
                  label="Address"
                  required
                  helperText={`Shown as /blog/${slug || '…'}/: lower-case letters, digits and -`}
                />
                <FormTextField
                  name="created"
                  label="Date"
                  type="date"
                  required
                  helperText="The date the post shows; the list is sorted by it"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormSwitch
                  name="published"
                  label="Published"
                  helperText="Off: a draft, only seen here"
                />
              </FieldGrid>
              <Box sx={{ mt: 2 }}>
                <FormTextField
                  name="teaser"
                  label="Teaser"
                  multiline
                  minRows={2}
                  helperText="A sentence or two for the list and for link previews"
                />
              </Box>
            </FormSection>
            <FormSection title="Text">
              <MarkdownField name="body" label="Text" rows={16} />
            </FormSection>
            <FormSection title="Cover">
              <ImageGalleryField
                name="cover_ids"
                images={post?.cover ? [post.cover] : []}
                label="Cover"
                itemLabel="Cover"
                defaultAlt={title || 'Blog post cover'}
              />
            </FormSection>
          </Stack>
          <SaveBar
            isNew={!post}
            dirty={isDirty}
            saving={isSubmitting}
            label={post ? 'Save post' : 'Create post'}
          />
        </Box>
      </FormProvider>
    </>
  );
}

/** /backoffice/blog/new and /backoffice/blog/:id. */
export default function PostEditorPage() {
  const { id = '' } = useParams();
  const posts = useBlogPostsAdmin();
  if (id === 'new') return <PostEditor key="new" post={undefined} />;
  if (posts.isPending)
    return (
      <>
        <AdminPageHeader title="Post" back={back} />
        <FormSkeleton cards={3} />
      </>
    );
  if (posts.isError)
    return (
      <>
        <AdminPageHeader title="Post" back={back} />
        <AdminLoadError what="The post" error={posts.error} onRetry={() => void posts.refetch()} />
      </>
    );
  const post = posts.data.find((candidate) => String(candidate.id) === id);
  if (!post)
    return (
      <>
        <AdminPageHeader title="Post not found" back={back} />
        <Alert severity="warning">There is no such post. It may have been deleted.</Alert>
      </>
    );
  return <PostEditor key={post.id} post={post} />;
}
