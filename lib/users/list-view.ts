// The team users' and residents' list URLs (docs/domain/screens.md filters; docs/domain/limits.md: users 5 per page, residents 25, id ascending).
import { defineListView } from '../list-view/list-view';

export const TEAM_PER_PAGE = 5;
export const RESIDENTS_PER_PAGE = 25;

export const teamList = defineListView({
  filters: [
    { name: 'id', kind: 'id' },
    { name: 'code', kind: 'text' },
    { name: 'id_document', kind: 'text' },
    { name: 'name', kind: 'text' },
    { name: 'last_name', kind: 'text' },
    { name: 'cellphone', kind: 'text' },
    { name: 'sub_type', kind: 'choice' },
  ],
  sortColumns: ['id', 'code', 'id_document', 'name', 'last_name', 'cellphone', 'sub_type'],
  defaultSort: 'id',
  defaultOrder: 'ASC',
});
export type TeamView = ReturnType<typeof teamList.parse>;

/** Filters and sorts on what only user-show-sensitive (or user-edit) shows: left out for everyone else. */
export const sensitiveTeamFields = ['id_document', 'cellphone'] as const;

export const residentsList = defineListView({
  filters: [
    { name: 'id', kind: 'id' },
    { name: 'apartment_id', kind: 'choice' },
    { name: 'name', kind: 'text' },
    { name: 'last_name', kind: 'text' },
    { name: 'email', kind: 'text' },
    { name: 'phone', kind: 'text' },
  ],
  sortColumns: ['id', 'name', 'last_name', 'email'],
  defaultSort: 'id',
  defaultOrder: 'ASC',
});
export type ResidentsView = ReturnType<typeof residentsList.parse>;

export const OUTBOX_PER_PAGE = 25;

export const outboxList = defineListView({
  filters: [
    { name: 'recipient', kind: 'text' },
    { name: 'pending', kind: 'yesno' },
  ],
  sortColumns: ['id'],
  defaultSort: 'id',
  defaultOrder: 'DESC',
});
export type OutboxView = ReturnType<typeof outboxList.parse>;
