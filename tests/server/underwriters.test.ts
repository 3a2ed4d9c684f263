import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDERWRITER_NAME_TAKEN } from '../../domain/underwriters';
import { insuranceProviders, underwriterContacts, underwriters } from '../../server/db/schema';
import { caller, grantThroughGroup, plainUser, UNKNOWN_ID } from './support/access';
import { demoTenantId } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('underwriters on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let broker: string;
  let agent: string;
  let tenantId: string;
  let leadway: number;
  let aiico: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    broker = await signInAs(server, 'broker@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    tenantId = await demoTenantId(server);
    const codes = Object.fromEntries((await server.db.select().from(insuranceProviders)).map((row) => [row.code, row.id]));
    leadway = codes.LEADWAY!;
    aiico = codes.AIICO!;
  });
  afterAll(() => server?.close());

  const stored = () => server.db.select().from(underwriters).where(eq(underwriters.tenantId, tenantId));
  const storedContacts = () => server.db.select().from(underwriterContacts).where(eq(underwriterContacts.tenantId, tenantId));
  const ikoyiDesk = {
    name: 'Ikoyi Corporate Desk',
    branch: 'Ikoyi',
    email: 'Corporate.Desk@Leadway.example',
    phone: '01 280 0700',
    address: '121/123 Funsho Williams Avenue, Iponri',
    contacts: [
      { name: 'Tolu Bankole', designation: 'Head, Corporate Underwriting', email: 'tolu@leadway.example', phone: '0803 123 4567' },
      { name: 'Amaka Obi', designation: '', email: '', phone: '' },
    ],
  };

  it('adds an underwriter at an insurer with its contacts', async () => {
    const answer = await call(broker, 'POST', `/providers/${leadway}/underwriters`, ikoyiDesk);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      success: true,
      message: 'Underwriter added',
      data: {
        underwriter_id: expect.any(String),
        provider_id: leadway,
        name: 'Ikoyi Corporate Desk',
        branch: 'Ikoyi',
        email: 'corporate.desk@leadway.example',
        phone: '01 280 0700',
        address: '121/123 Funsho Williams Avenue, Iponri',
        contacts: [
          { contact_id: expect.any(String), name: 'Amaka Obi', designation: null, email: null, phone: null },
          {
            contact_id: expect.any(String),
            name: 'Tolu Bankole',
            designation: 'Head, Corporate Underwriting',
            email: 'tolu@leadway.example',
            phone: '+2348031234567',
          },
        ],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect((await storedContacts()).every((contact) => contact.underwriterId === answer.json().data.underwriter_id)).toBe(true);
  });

  it('lists the brokerage’s underwriters at one insurer, by name, to those who see products', async () => {
    await call(broker, 'POST', `/providers/${leadway}/underwriters`, { name: 'Abuja Branch' });
    await call(broker, 'POST', `/providers/${aiico}/underwriters`, { name: 'Motor Desk' });
    const answer = await call(agent, 'GET', `/providers/${leadway}/underwriters`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.map((u: { name: string }) => u.name)).toEqual(['Abuja Branch', 'Ikoyi Corporate Desk']);
    expect(answer.json().data[0]).toMatchObject({ name: 'Abuja Branch', branch: null, contacts: [] });
    const counted = (await call(agent, 'GET', '/insurance-providers/active?search=leadway')).json().data[0];
    expect(counted.underwriter_count).toBe(2);
  });

  it('refuses bad underwriters with field errors and a second one of the same name with 409, writing nothing', async () => {
    const before = { rows: (await stored()).length, contacts: (await storedContacts()).length };
    const invalid = await call(broker, 'POST', `/providers/${leadway}/underwriters`, {
      name: '',
      email: 'desk@',
      phone: '12',
      contacts: [{ name: 'Ok Person' }, { name: ' ', email: 'nope' }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { field: 'name', message: 'This field is required' },
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'phone', message: 'Enter a phone number, e.g. 0803 123 4567 or 01 271 0000' },
      { field: 'contacts.1.name', message: 'This field is required' },
      { field: 'contacts.1.email', message: 'Enter a valid email address' },
    ]);
    const tooMany = await call(broker, 'POST', `/providers/${leadway}/underwriters`, {
      name: 'Big Desk',
      contacts: Array.from({ length: 21 }, (_, i) => ({ name: `P${i}` })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].field).toBe('contacts');
    const twice = await call(broker, 'POST', `/providers/${leadway}/underwriters`, {
      name: 'ikoyi corporate DESK',
      contacts: [{ name: 'Someone' }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(UNDERWRITER_NAME_TAKEN);
    // The same name at another insurer is another underwriter.
    expect((await call(broker, 'POST', `/providers/${aiico}/underwriters`, { name: 'Ikoyi Corporate Desk' })).statusCode).toBe(201);
    expect({ rows: (await stored()).length - 1, contacts: (await storedContacts()).length }).toEqual(before);
  });

  it('changes what is given and replaces the contacts only when they are sent', async () => {
    const [desk] = (await stored()).filter((row) => row.name === 'Ikoyi Corporate Desk' && row.providerId === leadway);
    const renamed = await call(broker, 'PUT', `/underwriters/${desk!.id}`, { branch: 'Victoria Island', phone: '' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Underwriter updated',
      data: { name: 'Ikoyi Corporate Desk', branch: 'Victoria Island', phone: null },
    });
    expect(renamed.json().data.contacts).toHaveLength(2);

    const replaced = await call(broker, 'PUT', `/underwriters/${desk!.id}`, {
      contacts: [{ name: 'Kemi Adeyemi', designation: 'Underwriting Manager' }],
    });
    expect(replaced.json().data.contacts).toEqual([
      { contact_id: expect.any(String), name: 'Kemi Adeyemi', designation: 'Underwriting Manager', email: null, phone: null },
    ]);
    expect((await storedContacts()).filter((contact) => contact.underwriterId === desk!.id)).toHaveLength(1);

    const cleared = await call(broker, 'PUT', `/underwriters/${desk!.id}`, { contacts: [] });
    expect(cleared.json().data.contacts).toEqual([]);

    const invalid = await call(broker, 'PUT', `/underwriters/${desk!.id}`, { name: '', contacts: [{ name: 'Back Again' }] });
    expect(invalid.statusCode).toBe(400);
    const clash = await call(broker, 'PUT', `/underwriters/${desk!.id}`, { name: 'ABUJA BRANCH', contacts: [{ name: 'Back Again' }] });
    expect(clash.statusCode).toBe(409);
    const [after] = (await stored()).filter((row) => row.id === desk!.id);
    expect(after!.name).toBe('Ikoyi Corporate Desk');
    expect((await storedContacts()).filter((contact) => contact.underwriterId === desk!.id)).toEqual([]);
    // Its own name in another case is no clash.
    expect((await call(broker, 'PUT', `/underwriters/${desk!.id}`, { name: 'IKOYI Corporate Desk' })).statusCode).toBe(200);
  });

  it('deletes an underwriter with its contacts', async () => {
    const created = (
      await call(broker, 'POST', `/providers/${aiico}/underwriters`, { name: 'Short Lived', contacts: [{ name: 'Gone Soon' }] })
    ).json().data;
    const answer = await call(broker, 'DELETE', `/underwriters/${created.underwriter_id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Short Lived deleted' });
    expect((await stored()).some((row) => row.id === created.underwriter_id)).toBe(false);
    expect((await storedContacts()).some((contact) => contact.underwriterId === created.underwriter_id)).toBe(false);
  });

  it('answers 404 for unknown insurers and underwriters', async () => {
    for (const id of ['999999', 'abc']) {
      expect((await call(agent, 'GET', `/providers/${id}/underwriters`)).statusCode).toBe(404);
      expect((await call(broker, 'POST', `/providers/${id}/underwriters`, { name: 'Nowhere Desk' })).json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Insurer not found',
      });
    }
    for (const id of [UNKNOWN_ID, 'abc']) {
      expect((await call(broker, 'PUT', `/underwriters/${id}`, { name: 'X' })).json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Underwriter not found',
      });
      expect((await call(broker, 'DELETE', `/underwriters/${id}`)).statusCode).toBe(404);
    }
  });

  it('lets those who see products read, and keeps changes to holders of Manage Underwriters', async () => {
    const [desk] = await stored();
    const nobody = await plainUser(server, tenantId);
    expect((await call(nobody.token, 'GET', `/providers/${leadway}/underwriters`)).statusCode).toBe(403);
    await grantThroughGroup(server, tenantId, nobody.user.id, 'View Products');
    expect((await call(nobody.token, 'GET', `/providers/${leadway}/underwriters`)).statusCode).toBe(200);

    expect((await call(agent, 'POST', `/providers/${leadway}/underwriters`, { name: 'Agent Desk' })).statusCode).toBe(403);
    expect((await call(agent, 'PUT', `/underwriters/${desk!.id}`, { branch: 'Taken' })).statusCode).toBe(403);
    expect((await call(agent, 'DELETE', `/underwriters/${desk!.id}`)).statusCode).toBe(403);
    const keeper = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, keeper.user.id, 'Manage Underwriters');
    expect((await call(keeper.token, 'GET', `/providers/${leadway}/underwriters`)).statusCode).toBe(200);
    expect((await call(keeper.token, 'POST', `/providers/${leadway}/underwriters`, { name: 'Keeper Desk' })).statusCode).toBe(201);
    expect((await call(keeper.token, 'PUT', `/underwriters/${desk!.id}`, { address: 'Marina, Lagos' })).statusCode).toBe(200);
    expect((await call(keeper.token, 'DELETE', `/underwriters/${desk!.id}`)).statusCode).toBe(200);
  });
});
