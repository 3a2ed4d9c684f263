import { AgentProfileResponse, AvatarResponse, type AgentProfile, type AgentProfilePayload } from '../../domain/profile';
import type { ApiClient } from './client';
import type { UploadTransfer } from './uploads';

/** The signed-in user's own agent profile (GET /broker/agent). */
export async function fetchAgentProfile(api: ApiClient, signal?: AbortSignal): Promise<AgentProfile> {
  return (await api.request('/broker/agent', { signal, response: AgentProfileResponse })).data;
}

export async function saveAgentProfile(api: ApiClient, payload: AgentProfilePayload, signal?: AbortSignal): Promise<AgentProfile> {
  return (await api.request('/broker/agent', { method: 'PUT', body: { ...payload }, signal, response: AgentProfileResponse })).data;
}

/** Answers the address of the new picture. */
export async function uploadAgentAvatar(api: ApiClient, file: File, transfer: UploadTransfer = {}): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await api.upload('/broker/agent/avatar', { method: 'PUT', body, ...transfer, response: AvatarResponse })).data.avatar_uri;
}
