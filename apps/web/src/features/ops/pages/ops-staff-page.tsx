import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useStaff } from '../api/get-staff';
import { AddStaffForm } from '../components/add-staff-form';

export default function OpsStaffPage() {
  const staff = useStaff();
  return (
    <Page title="Staff accounts">
      <section aria-labelledby="add-staff" className="mb-8 rounded-lg border border-stone-300 bg-white p-4">
        <h2 id="add-staff" className="mb-4 text-lg font-semibold">
          Add a staff account
        </h2>
        <AddStaffForm />
      </section>
      {staff.isPending && <Spinner label="Loading staff" />}
      {staff.error && (
        <p role="alert" className="text-red-700">
          {staff.error.message}
        </p>
      )}
      {staff.data && (
        <ul className="flex flex-col gap-2">
          {staff.data.map((s) => (
            <li key={s.id} className="rounded border border-stone-300 bg-white p-3">
              {s.name ?? s.email} — {s.email} ({s.role})
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
