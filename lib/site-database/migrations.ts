import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * The schema's history, applied in name order by Kysely's migrator on first use (it takes a lock,
 * so instances starting together on one PostgreSQL apply each migration once). Never edit a
 * migration that has shipped: add the next one.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22-001-leads-outbox-subscribers': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('service_type', 'text', (column) => column.notNull())
        .addColumn('location', 'text', (column) => column.notNull())
        .addColumn('urgency', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('new').check(sql`status in ('new', 'contacted', 'closed')`))
        .execute();
      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

      await db.schema
        .createTable('subscribers')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed')`))
        .addColumn('confirm_token_hash', 'text', (column) => column.unique())
        .addColumn('confirm_expires_at', 'timestamptz')
        .addColumn('unsubscribe_token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('confirmed_at', 'timestamptz')
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'serial', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.references('leads.id').onDelete('cascade'))
        .addColumn('subscriber_id', 'text', (column) => column.references('subscribers.id').onDelete('cascade'))
        .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('email', 'webhook')`))
        .addColumn('purpose', 'text', (column) => column.notNull())
        .addColumn('payload', 'text')
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull())
        .addColumn('locked_until', 'timestamptz')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      // The worker's query: due rows still to send.
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_lead').on('outbox').column('lead_id').execute();
      await db.schema.createIndex('outbox_subscriber').on('outbox').column('subscriber_id').execute();
    },
  },
  '2026-11-25-001-published-articles': {
    async up(db: Kysely<unknown>) {
      // Several instances on one PostgreSQL share one article index: one row holds the version every
      // instance serves, the articles with their bodies and the facts a refresh must keep (first-seen
      // dates, old slugs, row fingerprints, re-check times), and the refresh bookkeeping.
      await db.schema
        .createTable('article_publication')
        .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
        .addColumn('version', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('revision', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('generated_at', 'text')
        .addColumn('refreshed_at', 'timestamptz')
        .addColumn('requested', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('served', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('unexpired', 'text', (column) => column.notNull().defaultTo('"all"'))
        .addColumn('unexpired_version', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('articles', 'bytea')
        .execute();
      await sql`insert into article_publication (id) values (1)`.execute(db);
      await db.schema
        .createTable('article_instances')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('version', 'bigint', (column) => column.notNull())
        .addColumn('seen_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '2026-11-25-002-lead-attribution-and-page-metrics': {
    async up(db: Kysely<unknown>) {
      // Where the visitor came from, kept on the lead row so it is deleted with the lead (retention, privacy request).
      await db.schema
        .alterTable('leads')
        .addColumn('landing_page', 'text')
        .addColumn('referrer_host', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('page_count', 'integer')
        .addColumn('pages', 'text')
        .execute();

      // Page views and Core Web Vitals as counts per day, page, metric and histogram bucket (views: bucket 0):
      // one row per combination whatever the traffic, so storage grows with pages x days, not with visits.
      await db.schema
        .createTable('page_metrics')
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('path', 'text', (column) => column.notNull())
        .addColumn('metric', 'text', (column) => column.notNull())
        .addColumn('bucket', 'integer', (column) => column.notNull())
        .addColumn('count', 'double precision', (column) => column.notNull())
        .addPrimaryKeyConstraint('page_metrics_pkey', ['day', 'path', 'metric', 'bucket'])
        .execute();
    },
  },
  '2026-11-27-001-console-sessions-and-deployment-secrets': {
    async up(db: Kysely<unknown>) {
      // The console's live sessions: a session is valid only while its row exists, so logging out ends it everywhere.
      await db.schema
        .createTable('console_sessions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      // Random values made once per deployment and shared by every instance (the session-key salt).
      await db.schema
        .createTable('deployment_secrets')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();
    },
  },
  '2026-11-27-002-inspection-reports': {
    async up(db: Kysely<unknown>) {
      // An uploaded inspection report: the PDF, what was read from it, and once the visitor sends the
      // request, the lead it belongs to (deleted with the lead). The id is random and unguessable: it
      // is the visitor's only key to their results page.
      await db.schema
        .createTable('inspection_reports')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('lead_id', 'text', (column) => column.references('leads.id').onDelete('cascade').unique())
        .addColumn('file_name', 'text', (column) => column.notNull())
        .addColumn('size', 'integer', (column) => column.notNull())
        .addColumn('sha256', 'text', (column) => column.notNull())
        .addColumn('pdf', 'bytea', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('read', 'scanned', 'unread')`))
        .addColumn('page_count', 'integer')
        .addColumn('findings', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('selected', 'text')
        .execute();
      await db.schema.createIndex('inspection_reports_created_at').on('inspection_reports').column('created_at').execute();
      // What the owner needs to plan the work: the repair deadline and who is asking.
      await db.schema.alterTable('leads').addColumn('repair_deadline', 'text').addColumn('requester_role', 'text').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
