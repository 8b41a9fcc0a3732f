import { defineModule } from '../module';
import systemRoutes from './routes';

/** Status, countries, the visitor's country and VAT rates by country. */
export const systemModule = defineModule({
  name: 'system',
  needs: ['caches', 'config', 'version'],
  routes: [systemRoutes],
});
