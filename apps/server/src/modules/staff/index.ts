import { defineModule } from '../module';
import staffRoutes from './routes';
import { StaffService } from './staff.service';

declare module '../module' {
  interface ModuleServices {
    staff: StaffService;
  }
}

/** The staff and their roles, given by superusers. */
export const staffModule = defineModule({
  name: 'staff',
  needs: ['database', 'audit'],
  provides: ({ database, audit }) => ({ staff: new StaffService(database.db, audit) }),
  routes: [staffRoutes],
});
