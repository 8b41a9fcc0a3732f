import { defineModule } from '../module';
import { AccountsService } from './accounts.service';
import accountsRoutes from './routes';
import { SessionService } from './sessions';

declare module '../module' {
  interface ModuleServices {
    sessions: SessionService;
    accounts: AccountsService;
  }
}

/** Accounts, sessions, registration, passwords and e-mail changes. */
export const accountsModule = defineModule({
  name: 'accounts',
  needs: ['database', 'config', 'limiter', 'mailQueue', 'tasks'],
  provides: ({ database, config, limiter, mailQueue, tasks }) => {
    const sessions = new SessionService(database.db);
    const accounts = new AccountsService(database.db, config, sessions, limiter, mailQueue, tasks);
    return { sessions, accounts };
  },
  routes: [accountsRoutes],
});
