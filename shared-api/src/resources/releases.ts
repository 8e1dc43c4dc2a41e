import { http } from '../client';
import type {
  CanaryAudience,
  ReleaseChange,
  ReleaseRemote,
  ReleasesOverview,
} from '../schemas/releases';

/** The remotes' releases (docs/releasing.md): the owner's Releases page. */
export const releasesApi = {
  overview: () => http.get<ReleasesOverview>('/backoffice/releases').then((r) => r.data),
  activate: (remote: ReleaseRemote, id: string) =>
    http.post<ReleaseChange>(`/backoffice/releases/${remote}/activate`, { id }).then((r) => r.data),
  canary: (remote: ReleaseRemote, id: string, audience: CanaryAudience) =>
    http
      .post<ReleaseChange>(`/backoffice/releases/${remote}/canary`, { id, audience })
      .then((r) => r.data),
  promote: (remote: ReleaseRemote) =>
    http.post<ReleaseChange>(`/backoffice/releases/${remote}/promote`).then((r) => r.data),
  rollback: (remote: ReleaseRemote) =>
    http.post<ReleaseChange>(`/backoffice/releases/${remote}/rollback`).then((r) => r.data),
};
