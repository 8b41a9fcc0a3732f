import { defineModule } from '../module';
import { ImageStore } from './image-store';
import mediaRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    images: ImageStore;
  }
}

/** Uploaded pictures and their renditions under /media/. */
export const mediaModule = defineModule({
  name: 'media',
  needs: ['database', 'config'],
  provides: ({ database, config }) => ({ images: new ImageStore(database.db, config.mediaDir) }),
  routes: [mediaRoutes],
});
