import { defineModule } from '../module';
import statisticsRoutes from './routes';
import { StatisticsService } from './statistics.service';

declare module '../module' {
  interface ModuleServices {
    statistics: StatisticsService;
  }
}

/**
 * The sales statistics (docs/decisions/0028-sales-statistics.md): daily aggregates of the
 * orders, kept by database triggers and recomputed on read, and the open items of the morning.
 */
export const statisticsModule = defineModule({
  name: 'statistics',
  needs: ['database'],
  provides: ({ database }) => ({ statistics: new StatisticsService(database.db) }),
  routes: [statisticsRoutes],
});
