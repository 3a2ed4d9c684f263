import { array } from 'superstruct';
import {
  AddInsurersPayload,
  InsurerMatch,
  RelationshipManagerPayload,
  RemovedInsurer,
  RemoveInsurerPayload,
  UserInsurer,
} from '../../domain/insurers';
import { anySignedIn } from '../auth/authorize';
import { pageMeta } from '../http/paging';
import { PageQuery, pagingOf } from '../http/params';
import { route } from '../http/route';
import {
  addUserInsurers,
  InsurerSearchQuery,
  listUserInsurers,
  removeUserInsurer,
  searchInsurers,
  setRelationshipManager,
} from './user-insurers';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** The insurers a user deals with and their relationship manager at each: the user's own contacts. */
export function userInsurerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownData = anySignedIn('a signed-in user keeps only their own insurer contacts');

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/user/insurance_provider',
      access: ownData,
      summary: 'The insurers I deal with, by name',
      query: PageQuery,
      response: array(UserInsurer),
    },
    async ({ tx, session, query }) => {
      const paging = pagingOf(query);
      const { data, total } = await listUserInsurers(tx, session, paging);
      return { data, meta: pageMeta(paging, total) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/user/insurance_provider/search',
      access: anySignedIn('the insurers licensed in Nigeria are the same list for everyone'),
      summary: 'Search the active insurers by name or short name, marking those I already deal with',
      query: InsurerSearchQuery,
      response: array(InsurerMatch),
    },
    async ({ tx, session, query }) => {
      const paging = pagingOf(query);
      const { data, total } = await searchInsurers(tx, session, query.searchQuery ?? '', paging);
      return { data, meta: pageMeta(paging, total) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/user/insurance_provider',
      access: ownData,
      summary: 'Add insurers to those I deal with',
      body: AddInsurersPayload,
      response: array(UserInsurer),
    },
    async ({ tx, session, body }) => {
      const data = await addUserInsurers(tx, session, body);
      return {
        message: data.length === 1 ? `${data[0]!.name} added to your insurers` : `${data.length} insurers added to your insurers`,
        data,
      };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/user/insurance_provider',
      access: ownData,
      summary: 'Remove an insurer from those I deal with',
      body: RemoveInsurerPayload,
      response: RemovedInsurer,
      errors: [404],
    },
    async ({ tx, session, body: { providerId } }) => {
      await removeUserInsurer(tx, session, providerId);
      return { message: 'The insurer has been removed from your insurers', data: { provider_id: providerId } };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/user/insurance_provider/relationship_manager',
      access: ownData,
      summary: 'Save my relationship manager at one of my insurers',
      body: RelationshipManagerPayload,
      response: UserInsurer,
      errors: [404],
    },
    async ({ tx, session, body: { providerId, relationshipManagerEmail } }) => {
      const data = await setRelationshipManager(tx, session, providerId, relationshipManagerEmail);
      return { message: `Relationship manager at ${data.name} saved`, data };
    },
  );
}
