/** Who a kind of mail goes to, as a line under its name: “A new user” reads “To a new user”. */
export const addressedTo = (audience: string) => `To ${audience.charAt(0).toLowerCase()}${audience.slice(1)}`;
