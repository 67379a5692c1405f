import { Alert } from "./alert";
import { LoadError } from "./load-error";
import { PageHeader } from "./page-header";

type ListPageProps = {
  title: string;
  subtitle: string;
  /** A refused action's message, above the list. */
  error?: string | null;
  /** The list; null when it could not be loaded (the load error and a retry show instead). */
  children: React.ReactNode;
  loadError?: string;
};

/** A signed-in list page (favourites, messages, notifications): the heading, a refusal, and the list or its load error. */
export function ListPage({ title, subtitle, error, children, loadError }: ListPageProps) {
  return (
    <main id="main">
      <PageHeader title={title} subtitle={subtitle} />
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {children ?? <LoadError message={loadError} />}
    </main>
  );
}
