import type { Notification, NotificationList, notificationListQuerySchema } from '@performa/contracts/api/auth';
import { and, count, desc, eq } from 'drizzle-orm';
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

/** The caller's notifications, newest first, a page at a time (only unread ones with unread=true); `count` is all unread ones. */
export async function listNotifications(ctx: ServiceContext, query: z.output<typeof notificationListQuerySchema>): Promise<NotificationList> {
  const where = and(mine(ctx), query.unread === 'true' ? eq(notifications.isRead, false) : undefined);
  const [rows, [total], [unread]] = await Promise.all([
    ctx.deps.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.deps.db.select({ n: count() }).from(notifications).where(where),
    ctx.deps.db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine(ctx), eq(notifications.isRead, false))),
  ]);
  return { count: unread?.n ?? 0, total: total?.n ?? 0, page: query.page, page_size: query.page_size, results: rows.map(toNotification) };
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
