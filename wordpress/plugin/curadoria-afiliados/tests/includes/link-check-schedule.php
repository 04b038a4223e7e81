<?php
/**
 * Tests of includes/link-check-schedule.php: the daily round of link checks
 * in batches. The seeded posts' links are outside (blocked here by
 * WP_HTTP_BLOCK_EXTERNAL, so their checks end at once).
 *
 * @package CuradoriaAfiliados
 */

/**
 * Batches of link checks.
 */
final class Link_Check_Schedule_Test extends Curadoria_Test_Case {

	/**
	 * Posts due now.
	 *
	 * @return int
	 */
	private function due() {
		return count( curadoria_afiliados_link_due( 100000 ) );
	}

	/**
	 * Batches limited by the test.
	 *
	 * @param array $limits batch_size, time_budget, pause.
	 */
	private function limit_batches( array $limits ) {
		$this->add_filter(
			'curadoria_afiliados_link_check_limits',
			static function () use ( $limits ) {
				return $limits;
			}
		);
	}

	/**
	 * Every published post with a link is due, the test's among them.
	 */
	public function test_every_published_post_with_a_link_is_due() {
		$post = $this->create_post( array( 'meta_input' => array( 'affiliate_url' => 'https://www.example.com/x' ) ) );
		$this->assertGreaterThanOrEqual( 30, $this->due() );
		$this->assertContains( $post, curadoria_afiliados_link_due( 100000 ) );
	}

	/**
	 * A batch checks at most batch_size posts, which are then no longer due,
	 * and schedules the next batch two minutes later.
	 */
	public function test_a_batch_checks_at_most_its_size_and_schedules_the_next() {
		wp_clear_scheduled_hook( CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT );
		$due = $this->due();
		$this->limit_batches( array( 'batch_size' => 3 ) );
		$this->assertSame(
			array(
				'checked' => 3,
				'more'    => true,
			),
			curadoria_afiliados_link_check_batch()
		);
		$this->assertSame( $due - 3, $this->due() );
		$this->assertEqualsWithDelta( time() + 120, (int) wp_next_scheduled( CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT ), 5 );
	}

	/**
	 * Past the time budget, no new check starts.
	 */
	public function test_past_the_time_budget_no_check_starts() {
		$this->limit_batches( array( 'time_budget' => 0 ) );
		$this->assertSame( 0, curadoria_afiliados_link_check_batch()['checked'] );
	}

	/**
	 * A batch never overlaps a running one.
	 */
	public function test_a_batch_never_overlaps_a_running_one() {
		set_transient( CURADORIA_AFILIADOS_LINK_LOCK, 1, 60 );
		$this->assertSame(
			array(
				'checked' => 0,
				'more'    => true,
				'locked'  => true,
			),
			curadoria_afiliados_link_check_batch()
		);
	}

	/**
	 * Batches until none is due check every post once, then say so; each
	 * check's outcome is stored (an outside link is refused here: unknown).
	 */
	public function test_batches_until_none_is_due_check_every_post_once() {
		$post  = $this->create_post( array( 'meta_input' => array( 'affiliate_url' => 'https://www.example.com/x' ) ) );
		$due   = $this->due();
		$total = 0;
		do {
			$batch  = curadoria_afiliados_link_check_batch();
			$total += $batch['checked'];
		} while ( $batch['more'] && $batch['checked'] > 0 );
		$this->assertSame( array( $due, false ), array( $total, $batch['more'] ) );
		$this->assertSame( array( 'unknown', 'refused' ), array( get_post_meta( $post, CURADORIA_AFILIADOS_LINK_STATUS_META, true ), get_post_meta( $post, CURADORIA_AFILIADOS_LINK_DETAIL_META, true ) ) );
	}
}
