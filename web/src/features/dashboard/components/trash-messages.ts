import { defineMessages } from 'react-intl';

/** The Trash view's words (docs/resume.md#trash). */
export const trashMessages = defineMessages({
  title: { id: 'dashboard.trash.title', defaultMessage: 'Trash' },
  intro: {
    id: 'dashboard.trash.intro',
    defaultMessage:
      'Deleted resumes wait here for 30 days, then they are deleted for good. A restored resume keeps its public link: nobody can take its address while it is in the trash.',
  },
  loading: { id: 'dashboard.trash.loading', defaultMessage: 'Loading the trash…' },
  loadFailed: {
    id: 'dashboard.trash.loadFailed',
    defaultMessage: 'The trash could not be loaded.',
  },
  restore: { id: 'dashboard.trash.restore', defaultMessage: 'Restore' },
  deleteForever: { id: 'dashboard.trash.deleteForever', defaultMessage: 'Delete forever' },
  emptyTrash: { id: 'dashboard.trash.emptyTrash', defaultMessage: 'Empty trash' },
  emptyTitle: { id: 'dashboard.trash.empty.title', defaultMessage: 'The trash is empty' },
  emptyDescription: {
    id: 'dashboard.trash.empty.description',
    defaultMessage: 'Resumes you delete wait here for 30 days before they are gone for good.',
  },
  foreverTitle: {
    id: 'dashboard.trash.forever.title',
    defaultMessage: 'Delete this resume forever?',
  },
  emptyConfirmTitle: {
    id: 'dashboard.trash.emptyConfirm.title',
    defaultMessage: 'Empty the trash?',
  },
});

export const trashValueMessages = defineMessages<{
  deletedOn: { date: string };
  purgeOn: { date: string };
  restored: { title: string };
  foreverBody: { title: string };
  emptyConfirmBody: { count: number };
}>({
  deletedOn: { id: 'dashboard.trash.deletedOn', defaultMessage: 'Deleted {date}' },
  purgeOn: { id: 'dashboard.trash.purgeOn', defaultMessage: 'Deleted for good on {date}' },
  restored: {
    id: 'dashboard.trash.restored',
    defaultMessage: '“{title}” is back in your resumes.',
  },
  foreverBody: {
    id: 'dashboard.trash.forever.body',
    defaultMessage: '“{title}”, its versions and its files will be deleted. This cannot be undone.',
  },
  emptyConfirmBody: {
    id: 'dashboard.trash.emptyConfirm.body',
    defaultMessage:
      '{count, plural, one {# resume, its versions and its files} other {# resumes, their versions and their files}} will be deleted. This cannot be undone.',
  },
});
