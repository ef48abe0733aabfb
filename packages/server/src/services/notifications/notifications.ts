import type { Notification, NotificationList, notificationListQuerySchema } from '@performa/contracts/api/auth';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { inCompany, type ServiceContext } from '../context.ts';

/** The bell (docs/product.md §2.9): the caller's own notifications, in their company; anyone else's is not found. */

type Row = typeof notifications.$inferSelect;

const toNotification = (n: Row): Notification => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  params: n.params,
  is_read: n.isRead,
  created_at: n.createdAt.toISOString(),
});

const mine = (ctx: ServiceContext) => and(inCompany(ctx, notifications.companyId), eq(notifications.accountId, ctx.actor.accountId));

/**
 * The caller's notifications, newest first, a page at a time (only unread ones with unread=true); `count` is all unread ones.
 * One statement: the page's rows carry both counts, taken over every row of the list before the page is cut
 * (window functions run before LIMIT). A page past the last has no row to carry them: they are counted then.
 */
export async function listNotifications(ctx: ServiceContext, query: z.output<typeof notificationListQuerySchema>): Promise<NotificationList> {
  const unreadOnly = query.unread === 'true';
  const where = and(mine(ctx), unreadOnly ? eq(notifications.isRead, false) : undefined);
  const rows = await ctx.deps.db
    .select({
      notification: notifications,
      total: sql<number>`(count(*) over ())::int`,
      // With unread=true the list holds only unread ones: every row counts.
      unread: sql<number>`(count(*) filter (where not ${notifications.isRead}) over ())::int`,
    })
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const counts = rows[0] ?? (await countsOf(ctx, where));
  return {
    count: counts.unread,
    total: counts.total,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => toNotification(r.notification)),
  };
}

/** The counts of listNotifications for a page without rows. */
async function countsOf(ctx: ServiceContext, where: SQL | undefined): Promise<{ total: number; unread: number }> {
  const [row] = await ctx.deps.db
    .select({
      total: sql<number>`(count(*) filter (where ${where}))::int`,
      unread: sql<number>`(count(*) filter (where not ${notifications.isRead}))::int`,
    })
    .from(notifications)
    .where(mine(ctx));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Marks one of the caller's notifications read (opening it); another account's is not found. */
export async function readNotification(ctx: ServiceContext, id: number): Promise<Notification> {
  const [row] = await ctx.deps.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(ctx), eq(notifications.id, id)))
    .returning();
  if (!row) throw notFound();
  return toNotification(row);
}

/** Marks every notification of the caller read. */
export async function readAllNotifications(ctx: ServiceContext): Promise<void> {
  await ctx.deps.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(ctx), eq(notifications.isRead, false)));
}
