import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, IconButton, InputAdornment, Stack, Tooltip } from '@mui/material';
import { productPath } from '@windfamily/contract/catalog';
import type { ProductAdmin } from '@windfamily/contract/catalog-admin';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { useCategories } from '../../catalog';
import { isHttpError } from '../../../lib/http';
import { useProductAdmin, useSaveProduct } from '../api';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FieldGrid, FormSection } from '../../../components/backoffice/form-section';
import { ImageGalleryField } from '../../../components/backoffice/image-gallery-field';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { MarkdownField } from '../../../components/backoffice/markdown-field';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { SaveBar } from '../../../components/backoffice/save-bar';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { SAVED_STATE, UnsavedChangesGuard } from '../../../components/backoffice/unsaved-changes';
import { ADMIN_PATHS } from '../paths';
import { OptionNamesField } from './option-names-field';
import {
  emptyProduct,
  productFieldOf,
  productFormSchema,
  productFormValues,
  slugify,
  type ProductFormInput,
} from './product-schema';
import { SpecsField } from './specs-field';
import { VariantsCard } from './variants-card';

const back = { to: ADMIN_PATHS.products, label: 'All products' };

/** The slug field, with a button that makes it from the name. */
function SlugField() {
  const { control, getValues, setValue } = useFormContext<ProductFormInput>();
  const category = useWatch({ control, name: 'category' });
  const slug = useWatch({ control, name: 'slug' });
  return (
    <FormTextField
      name="slug"
      label="Address (slug)"
      required
      helperText={`The page: ${productPath({ category: category || '{category}', slug: slug || '{slug}' })}`}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title="Make it from the name">
                <IconButton
                  edge="end"
                  aria-label="Make the address from the name"
                  onClick={() =>
                    setValue('slug', slugify(getValues('name')), {
                      shouldDirty: true,
                      shouldValidate: true,
                    })
                  }
                >
                  <AutoFixHighIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function ProductEditor({ product }: { product: ProductAdmin | undefined }) {
  const navigate = useNavigate();
  // A new product starts in the category the list was showing.
  const [params] = useSearchParams();
  const categories = useCategories();
  const save = useSaveProduct(product?.id);
  const form = useForm({
    resolver: zodResolver(productFormSchema),
    // Checked on submit (then on every change): a row just added is not wrong yet.
    mode: 'onSubmit',
    defaultValues: product
      ? productFormValues(product)
      : emptyProduct(params.get('category') ?? 'wings'),
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const { isSubmitting, isDirty } = form.formState;

  const categoryOptions = (categories.data?.categories ?? []).map((category) => ({
    value: category.slug,
    label: category.name,
  }));

  // Names the saved variants use: the server keeps them as long as a variant has them.
  const usedOptionNames = [
    ...new Set(product?.variants.flatMap((variant) => Object.keys(variant.options)) ?? []),
  ];

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(productFormValues(saved));
      if (product) {
        toast.success(`${saved.name} saved.`);
      } else {
        toast.success(`${saved.name} created. Now add its variants.`);
        await navigate(ADMIN_PATHS.product(saved.id), { replace: true, state: SAVED_STATE });
      }
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, productFieldOf);
    }
  });

  const title = product ? product.name : 'New product';
  return (
    <>
      <AdminPageHeader
        title={title}
        back={back}
        subtitle={
          product
            ? `${product.category} · ${product.variants.length} variant${product.variants.length === 1 ? '' : 's'}${product.active ? '' : ' · inactive'}`
            : 'Save the product, then add its variants.'
        }
        actions={
          product?.active && (
            <Button
              component="a"
              href={productPath(product)}
              target="_blank"
              rel="noopener"
              startIcon={<OpenInNewIcon />}
            >
              View in the shop
            </Button>
          )
        }
      />
      <UnsavedChangesGuard isDirty={() => form.formState.isDirty} />
      <Stack spacing={3}>
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={submit} aria-label="Product">
            <Stack spacing={3}>
              <FormRootError />
              <FormSection title="Product">
                <FieldGrid>
                  <FormTextField name="name" label="Name" required />
                  <SlugField />
                  <FormSelectField
                    name="category"
                    label="Category"
                    required
                    options={categoryOptions}
                    helperText={
                      categories.isError ? 'The categories could not be loaded.' : undefined
                    }
                  />
                  <FormTextField
                    name="slogan"
                    label="Slogan"
                    helperText="One line under the name"
                  />
                </FieldGrid>
                <Box sx={{ mt: 2 }}>
                  <FormTextField
                    name="seo_description"
                    label="SEO description"
                    multiline
                    minRows={2}
                    helperText="For search engines and shared links; up to 300 characters"
                  />
                </Box>
              </FormSection>

              <FormSection title="In the shop">
                <FieldGrid columns={3}>
                  <FormSwitch name="active" label="Active" helperText="Off: hidden in the shop" />
                  <FormSwitch name="new" label="New" helperText="Shows the 'new' marker" />
                  <Box sx={{ display: { xs: 'none', md: 'block' } }} />
                  <FormNumberField
                    name="position"
                    label="Position"
                    helperText="Lower comes first in its category"
                  />
                  <FormNumberField
                    name="lead_time_weeks"
                    label="Lead time"
                    unit="weeks"
                    helperText="For what is made to order; 0: none"
                  />
                </FieldGrid>
              </FormSection>

              <FormSection title="Description">
                <MarkdownField name="description" label="Description" />
              </FormSection>

              <FormSection
                title="Specifications"
                description="Shown as a table on the product page, in this order."
              >
                <SpecsField />
              </FormSection>

              <FormSection title="Options">
                <OptionNamesField locked={usedOptionNames} />
              </FormSection>

              <FormSection
                title="Pictures"
                description="The gallery of the product page, in this order."
              >
                <ImageGalleryField
                  name="image_ids"
                  thumbnailName="thumbnail_id"
                  images={product?.images ?? []}
                  label="Pictures"
                  defaultAlt={name || 'Product picture'}
                />
              </FormSection>
            </Stack>
            <SaveBar
              isNew={!product}
              dirty={isDirty}
              saving={isSubmitting}
              label={product ? 'Save product' : 'Create product'}
            />
          </Box>
        </FormProvider>
        <VariantsCard product={product} />
      </Stack>
    </>
  );
}

/** /backoffice/products/new and /backoffice/products/:id. */
export default function ProductEditorPage() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const productId = /^\d+$/.test(id) ? Number(id) : undefined;
  const query = useProductAdmin(productId);

  if (isNew) return <ProductEditor key="new" product={undefined} />;
  if (productId === undefined || isHttpError(query.error, 404))
    return (
      <>
        <AdminPageHeader title="Product not found" back={back} />
        <Alert severity="warning">
          There is no such product. It may have a new address: look in the list.
        </Alert>
      </>
    );
  if (query.isPending)
    return (
      <>
        <AdminPageHeader title="Product" back={back} />
        <FormSkeleton cards={3} />
      </>
    );
  if (query.isError)
    return (
      <>
        <AdminPageHeader title="Product" back={back} />
        <AdminLoadError
          what="The product"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  return <ProductEditor key={productId} product={query.data} />;
}
