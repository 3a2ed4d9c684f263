import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { blankDirector, DirectorFields } from './director-fields';
import { FormProblem } from './form-parts';
import type { ClientForm } from './use-client-form';

/** The wizard's directors step: as many directors as the company has, saved with it. */
export function DirectorsStep({ form }: { form: ClientForm }) {
  return (
    <div className="space-y-4">
      <FormProblem message={form.errorOf('directors') ?? null} />
      {form.directors.length === 0 && (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white">
          <EmptyState title="No directors yet" description="Add the company’s directors now, or later from the company’s page." />
        </div>
      )}
      {form.directors.map((_, index) => (
        <section key={index} aria-labelledby={`director-${index}`} className="space-y-3">
          <div className="flex items-center justify-between">
            <h3 id={`director-${index}`} className="text-sm font-semibold text-slate-800">
              Director {index + 1}
            </h3>
            <Button variant="ghost" onClick={() => form.removeDirector(index)}>
              Remove director {index + 1}
            </Button>
          </div>
          <DirectorFields form={form} prefix={`directors.${index}.`} label={`Director ${index + 1}`} />
        </section>
      ))}
      <Button variant="secondary" onClick={() => form.addDirector(blankDirector())}>
        Add director
      </Button>
    </div>
  );
}
