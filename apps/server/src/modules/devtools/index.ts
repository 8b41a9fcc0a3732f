import { defineModule } from '../module';
import devtoolsRoutes from './routes';

/** Dev mode's tools: the outbox of sent mails. */
export const devtoolsModule = defineModule({
  name: 'devtools',
  needs: ['config', 'outbox'],
  devOnly: true,
  routes: [devtoolsRoutes],
});
