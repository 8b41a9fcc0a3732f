import { defineModule } from '../module';
import { AuditService } from './audit.service';
import auditRoutes from './routes';

declare module '../module' {
  interface ModuleServices {
    audit: AuditService;
  }
}

/** The audit log of every staff write, and its screen's call. */
export const auditModule = defineModule({
  name: 'audit',
  needs: ['database'],
  provides: ({ database }) => ({ audit: new AuditService(database.db) }),
  routes: [auditRoutes],
});
