import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the site database, the same on the embedded PGlite and on PostgreSQL. Times are
 * timestamptz, read back as Date by both drivers. A count comes back as a number from PGlite and as a
 * string from PostgreSQL (bigint): readers turn it into a number with Number().
 */

export type LeadStatus = 'new' | 'contacted' | 'closed';
export type DeliveryChannel = 'email' | 'webhook';
/** What an outbox row sends: a lead to the owner, a confirmation to a reader, or a confirmed reader to the newsletter webhook. */
export type OutboxPurpose = 'lead' | 'newsletter_confirmation' | 'newsletter_signup';
export type OutboxStatus = 'pending' | 'sent' | 'failed';
export type SubscriberStatus = 'pending' | 'confirmed';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface LeadsTable {
  id: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  name: string;
  email: string;
  phone: string;
  service_type: string;
  location: string;
  urgency: string;
  message: string;
  /** Origin of the site that took the request. */
  source: string;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** The visit that led to the request (all null when the browser kept none). */
  landing_page: ColumnType<string | null, string | null | undefined, string | null>;
  referrer_host: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  page_count: ColumnType<number | null, number | null | undefined, number | null>;
  /** The first pages viewed, one path per line. */
  pages: ColumnType<string | null, string | null | undefined, string | null>;
  /** YYYY-MM-DD: when the repairs must be done (closing or the addendum's due date); null when not given. */
  repair_deadline: ColumnType<string | null, string | null | undefined, string | null>;
  /** buyer, seller, agent or homeowner; null when not given. */
  requester_role: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 'read': findings were read from the text; 'scanned': no text layer; 'unread': too slow or large to read here. */
export type InspectionReportStatus = 'read' | 'scanned' | 'unread';

export interface InspectionReportsTable {
  id: string;
  created_at: CreatedAt;
  /** Null until the visitor sends the request; the report is deleted with its lead. */
  lead_id: ColumnType<string | null, string | null | undefined, string | null>;
  file_name: string;
  size: number;
  sha256: string;
  pdf: Uint8Array;
  status: InspectionReportStatus;
  page_count: number | null;
  /** JSON: the findings read from the text. */
  findings: string;
  /** JSON: ids of the findings the visitor asked to have quoted (null until sent). */
  selected: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Page views ('views', bucket 0) and Web Vitals histogram counts, per UTC day (YYYY-MM-DD) and page. */
export interface PageMetricsTable {
  day: string;
  path: string;
  metric: string;
  bucket: number;
  count: number;
}

export interface OutboxTable {
  id: Generated<number>;
  lead_id: string | null;
  subscriber_id: string | null;
  channel: DeliveryChannel;
  purpose: OutboxPurpose;
  /** Data needed only to send (a confirmation link's token); erased once sent. */
  payload: string | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Date;
  /** A worker's claim on the row: others skip it until then. */
  locked_until: Date | null;
  last_error: string | null;
  sent_at: Date | null;
  created_at: CreatedAt;
}

export interface SubscribersTable {
  id: string;
  email: string;
  status: ColumnType<SubscriberStatus, SubscriberStatus | undefined, SubscriberStatus>;
  /** SHA-256 of the confirmation token: the token itself is only in the e-mail. */
  confirm_token_hash: string | null;
  confirm_expires_at: Date | null;
  unsubscribe_token_hash: string;
  created_at: CreatedAt;
  confirmed_at: Date | null;
}

/** bigint columns come back from PostgreSQL as strings; the code converts them with Number(). */
type BigintColumn = ColumnType<string | number, number | undefined, number>;

/** The one published article index that every instance serves (one row, id 1). */
export interface ArticlePublicationTable {
  id: number;
  /** Bumped when a visitor would see a difference: every instance loads the new version. */
  version: BigintColumn;
  /** Bumped on every write of `articles`, also for bookkeeping alone (re-check times, fingerprints). */
  revision: BigintColumn;
  generated_at: string | null;
  /** When the sheet was last read, by any instance. */
  refreshed_at: Date | null;
  /** Refresh requests (webhook calls) numbered in arrival order. */
  requested: BigintColumn;
  /** The highest request number whose sheet read has been published. */
  served: BigintColumn;
  /** JSON: 'all' or the slugs changed since the stored pages were last expired. */
  unexpired: string;
  /** The version those changes reached. */
  unexpired_version: BigintColumn;
  /** gzip of the articles as JSON, bodies and facts included. */
  articles: Buffer | null;
}

/** Which version each running instance has loaded, so a publisher knows when every one serves it. */
export interface ArticleInstancesTable {
  id: string;
  version: BigintColumn;
  seen_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ConsoleSessionsTable {
  id: string;
  /** Milliseconds since the epoch. */
  expires_at: BigintColumn;
}

export interface DeploymentSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  console_sessions: ConsoleSessionsTable;
  deployment_secrets: DeploymentSecretsTable;
  leads: LeadsTable;
  inspection_reports: InspectionReportsTable;
  outbox: OutboxTable;
  subscribers: SubscribersTable;
  page_metrics: PageMetricsTable;
  article_publication: ArticlePublicationTable;
  article_instances: ArticleInstancesTable;
}
