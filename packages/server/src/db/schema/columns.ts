import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/* Column builders that the schema's files share; db/schema.ts does not re-export them. */

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A number column read as a JS number (weights, targets, scale bounds: full precision). */
export const num = (name: string) => numeric(name, { mode: 'number' });
