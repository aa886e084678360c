import { Page } from '@/components/ui/page';
import { useStaff } from '../api/get-staff';
import { AddStaffForm } from '../components/add-staff-form';
import { ConsolePanel } from '../components/console-panel';
import { QueryList } from '../components/query-status';

export default function OpsStaffPage() {
  const staff = useStaff();
  return (
    <Page title="Staff accounts">
      <ConsolePanel id="add-staff" title="Add a staff account">
        <AddStaffForm />
      </ConsolePanel>
      <QueryList query={staff} loading="Loading staff" className="flex flex-col gap-2">
        {(s) => `${s.name ?? s.email} — ${s.email} (${s.role})`}
      </QueryList>
    </Page>
  );
}
