import { useMutation } from '@tanstack/react-query';
import type { Image } from '@windfamily/contract/catalog';
import { api } from '../../lib/http';

/**
 * Uploads one picture (multipart `file` and `alt`); answers its renditions. For the pictures
 * of every back-office feature: products, blocks, blog covers, family photos.
 */
export const useUploadImage = () =>
  useMutation({
    mutationFn: ({ file, alt }: { file: File; alt: string }) => {
      const form = new FormData();
      form.append('alt', alt);
      form.append('file', file);
      return api.post<Image>('/api/store/admin/images/', form);
    },
  });
