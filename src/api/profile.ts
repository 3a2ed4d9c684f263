import { UserDetailsResponse, type ProfilePayload, type UserDetails } from '../../domain/profile';
import type { ApiClient } from './client';
import type { UploadTransfer } from './uploads';

/** The signed-in person as GET /user/profile answers them. */
export async function fetchOwnProfile(api: ApiClient, signal?: AbortSignal): Promise<UserDetails> {
  return (await api.request('/user/profile', { signal, response: UserDetailsResponse })).data;
}

export async function saveOwnProfile(api: ApiClient, payload: ProfilePayload, signal?: AbortSignal): Promise<UserDetails> {
  return (await api.request('/user/profile', { method: 'PUT', body: { ...payload }, signal, response: UserDetailsResponse })).data;
}

/** Sends the picture as multipart form data under `file`; the server checks it again, by its content. */
export async function uploadOwnAvatar(api: ApiClient, file: File, transfer: UploadTransfer = {}): Promise<UserDetails> {
  const body = new FormData();
  body.append('file', file);
  return (await api.upload('/user/avatar', { method: 'PUT', body, ...transfer, response: UserDetailsResponse })).data;
}
