const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Records are named by UUIDs; anything else in an address is an id no record has. */
export const isUuid = (text: string): boolean => UUID.test(text);
