import type { NotificationList } from '@performa/contracts/api/auth';
import { and, count, desc, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import { inCompany, type ServiceContext } from '../context.ts';

const PAGE = 50;

/** The caller's unread notifications, newest first; `count` is the number of all unread ones (the bell). */
export async function listUnreadNotifications(ctx: ServiceContext): Promise<NotificationList> {
  const where = and(inCompany(ctx, notifications.companyId), eq(notifications.accountId, ctx.actor.accountId), eq(notifications.isRead, false));
  const [rows, [total]] = await Promise.all([
    ctx.deps.db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(PAGE),
    ctx.deps.db.select({ n: count() }).from(notifications).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      is_read: n.isRead,
      created_at: n.createdAt.toISOString(),
    })),
  };
}
