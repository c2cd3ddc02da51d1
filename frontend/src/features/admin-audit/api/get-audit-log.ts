import type { AuditAction, AuditFilter, AuditListView, AuditTargetType } from '@kedai/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download-csv';

export const auditKey = ['admin', 'audit'] as const;

/** The screen's filter as its fields hold it ('' for "any"). */
export interface AuditFilterForm {
  person: string;
  action: AuditAction | '';
  targetType: AuditTargetType | '';
  targetId: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterForm = {
  person: '',
  action: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

/** The query the API reads: empty fields left out. */
export function auditQuery(filter: AuditFilterForm, page?: number): Record<string, string | undefined> {
  const query: Partial<Record<keyof AuditFilter, string>> = {
    person: filter.person.trim() || undefined,
    action: filter.action || undefined,
    targetType: filter.targetType || undefined,
    targetId: filter.targetId.trim() || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page: page && page > 1 ? String(page) : undefined,
  };
  return query;
}

/** GET /api/admin/audit: one page (50 entries), newest first. */
export function getAuditLog(filter: AuditFilterForm, page: number, signal?: AbortSignal): Promise<AuditListView> {
  return api.get<AuditListView>('/admin/audit', { query: auditQuery(filter, page), signal });
}

export const auditLogQueryOptions = (filter: AuditFilterForm, page: number) =>
  queryOptions({
    queryKey: [...auditKey, 'list', filter, page],
    queryFn: ({ signal }) => getAuditLog(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filter: AuditFilterForm, page: number) {
  return useQuery(auditLogQueryOptions(filter, page));
}

/** GET /api/admin/audit/export.csv with the same filter (the download is itself an entry). */
export const downloadAuditCsv = (filter: AuditFilterForm) =>
  downloadCsv('/admin/audit/export.csv', auditQuery(filter), 'audit_log.csv');
