// Whether this process is shutting down (SIGTERM): it finishes what it has, takes nothing new, and
// says so on /api/ready, so a load balancer or an orchestrator stops sending it requests.

// eslint-disable-next-line no-restricted-syntax -- process-wide by nature: the process drains, not a request
let draining = false;

export function startDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
