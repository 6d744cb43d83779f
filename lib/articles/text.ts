// Forwards to ./body/text.ts for the modules that still import this path (source.ts, snapshot.ts,
// lib/admin); they import the room's file directly once they move.
export * from './body/text';
