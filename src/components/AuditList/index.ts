// index.ts (AuditList) — the console's audit list and its entry type.
export { AuditList, type AuditEntry, type AuditListProps } from './AuditList';
