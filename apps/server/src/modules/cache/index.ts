import { defineModule } from '../module';
import cacheRoutes from './routes';

/** The superusers' "Clear Cache" link. */
export const cacheModule = defineModule({
  name: 'cache',
  needs: ['caches', 'config'],
  routes: [cacheRoutes],
});
