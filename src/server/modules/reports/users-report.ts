import { sql } from 'kysely';
import type { ReportFilter } from '../../../domain/reports/report-filter.ts';
import type { UserReport, UserReportRow } from '../../../domain/reports/report-rows.ts';
import { assertMayOpen } from './report-scope.ts';
import type { ReportContext } from './report-context.ts';

interface UserSqlRow extends Omit<UserReportRow, 'lastLoginAt' | 'tasks'> {
  tasks: string[] | null;
  lastLoginAt: Date | string | null;
}

/**
 * Users (admins): a global admin reads the market's users, a customer admin the acting customer's;
 * each with the menu tasks (none listed: all), report level and last login. The location filter
 * narrows to the users whose primary location it is.
 */
export async function userReport(context: ReportContext, filter: ReportFilter): Promise<UserReport> {
  const { scope } = context;
  assertMayOpen(scope, 'users');
  const wholeMarket = scope.reach === 'global';
  const result = await sql<UserSqlRow>`
    select u.id as user_id, u.name, u.login_name, nullif(u.email, '') as email, c.name as customer_name,
           l.name as location_name, u.is_active, u.is_customer_admin, u.is_location_admin, u.is_global_admin,
           (select array_agg(w.task_id order by w.task_id) from web_task_users w where w.user_id = u.id) as tasks,
           u.report_level, u.last_login_at
      from users u
      join customers c on c.id = u.customer_id
      join locations l on l.id = u.location_id
     where u.market_id = ${scope.marketId}
       ${wholeMarket ? sql`` : sql`and u.customer_id = ${scope.customerId}`}
       ${filter.locationId === undefined ? sql`` : sql`and u.location_id = ${filter.locationId}`}
     order by c.name, u.name, u.id
  `.execute(context.db);
  const rows: UserReportRow[] = result.rows.map((row) => ({
    ...row,
    tasks: row.tasks ?? [],
    lastLoginAt: row.lastLoginAt === null ? null : new Date(row.lastLoginAt).toISOString(),
  }));
  return {
    reach: scope.reach,
    rows,
    totals: {
      users: rows.length,
      active: rows.filter((row) => row.isActive).length,
      admins: rows.filter((row) => row.isCustomerAdmin || row.isGlobalAdmin).length,
    },
  };
}
