/** Who a live session belongs to: what every signed-in request carries once its token is resolved. */
export interface SessionUser {
  userId: string;
  tenantId: string;
  sessionId: string;
}
