import { Loading } from '../../ui/spinner.tsx';

/**
 * Marks notices still on their way. Shown only above the results, which wait for it to go
 * (search.css): no notice arriving late moves a room the guest already sees. Elsewhere it
 * takes no room.
 */
export function NoticesPending() {
  return (
    <div class="notices-pending">
      <Loading silent />
    </div>
  );
}
