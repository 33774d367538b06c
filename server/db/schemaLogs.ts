import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Client logs sent through the outbox. The client-minted `id` is the primary key, so a retried send
 * inserts nothing (INSERT … ON CONFLICT (id) DO NOTHING).
 */

export const operationLogs = pgTable(
  'operation_logs',
  {
    id: text().primaryKey(),
    logType: smallint().notNull(),
    appType: integer().notNull(),
    webSource: text(),
    /** Ids arrive as numbers or text; kept as text. */
    memberId: text(),
    deviceId: text(),
    environment: text(),
    brandId: text(),
    restaurantId: text(),
    contentType: text(),
    contentId: text(),
    keywords: text(),
    operationSteps: text(),
    param: text(),
    optTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The housekeeping deletes by age (LOG_RETENTION_DAYS).
  (t) => [index('operation_logs_received_at').on(t.receivedAt)],
)

export const errorReports = pgTable(
  'error_reports',
  {
    id: text().primaryKey(),
    /** 3 payment, 4 general. */
    errorType: smallint().notNull(),
    platformType: smallint().notNull(),
    deviceModel: text(),
    systemVersion: text(),
    /** 2 iOS, else 1. */
    deviceType: smallint().notNull(),
    appVersion: text().notNull(),
    errorContent: text().notNull(),
    /** Member id and token as sent, with token-like secrets redacted before storage. */
    errorUserDetails: text(),
    occurredAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_received_at').on(t.receivedAt)],
)
