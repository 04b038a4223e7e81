<?php
/**
 * Tests of includes/preview-token.php: who gets a token, who a token speaks
 * for in WordPress (rights, trash, revocation), and the test clock.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Preview tokens, in-process.
 */
final class Preview_Token_Test extends Curadoria_Test_Case {

	/**
	 * No test clock is left behind.
	 */
	protected function tearDown(): void {
		wp_delete_file( CURADORIA_TEST_CLOCK_FILE );
		parent::tearDown();
	}

	/**
	 * A user of the test with a role.
	 *
	 * @param string $role Role.
	 * @return int User ID.
	 */
	private function user( $role ) {
		$id = wp_insert_user(
			array(
				'user_login' => 'preview-' . $role . '-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * An editor of the post gets a token that speaks for them.
	 */
	public function test_an_editor_of_the_post_gets_a_token_for_it() {
		$admin = $this->log_in_as_admin();
		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		$token = curadoria_afiliados_issue_preview_token( $draft );
		$this->assertSame( $admin, curadoria_afiliados_preview_reader( $draft, $token ) );
	}

	/**
	 * A visitor, or a user who may not edit the post, gets none.
	 */
	public function test_who_may_not_edit_the_post_gets_no_token() {
		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		$this->assertSame( '', curadoria_afiliados_issue_preview_token( $draft ), 'a visitor' );
		wp_set_current_user( $this->user( 'contributor' ) );
		$this->assertSame( '', curadoria_afiliados_issue_preview_token( $draft ), "a contributor, on someone else's draft" );
	}

	/**
	 * Pages, posts in the trash and auto-drafts have no preview.
	 */
	public function test_what_has_no_preview_gets_no_token() {
		$this->log_in_as_admin();
		foreach ( array( array( 'post_type' => 'page' ), array( 'post_status' => 'trash' ), array( 'post_status' => 'auto-draft' ) ) as $args ) {
			$this->assertSame( '', curadoria_afiliados_issue_preview_token( $this->create_post( $args ) ), wp_json_encode( $args ) );
		}
	}

	/**
	 * An author's token stops working once they may no longer edit the post.
	 */
	public function test_a_token_stops_working_when_its_user_loses_the_right_to_edit() {
		$author = $this->user( 'author' );
		wp_set_current_user( $author );
		$draft = $this->create_post(
			array(
				'post_status' => 'draft',
				'post_author' => $author,
			)
		);
		$token = curadoria_afiliados_issue_preview_token( $draft );
		$this->assertSame( $author, curadoria_afiliados_preview_reader( $draft, $token ) );
		( new WP_User( $author ) )->set_role( 'subscriber' );
		$this->assertSame( 0, curadoria_afiliados_preview_reader( $draft, $token ) );
	}

	/**
	 * Revoking a post's links stops its tokens; a new one works.
	 */
	public function test_revoking_stops_the_posts_tokens() {
		$admin = $this->log_in_as_admin();
		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		$other = $this->create_post( array( 'post_status' => 'draft' ) );
		$token = curadoria_afiliados_issue_preview_token( $draft );
		$kept  = curadoria_afiliados_issue_preview_token( $other );
		curadoria_afiliados_revoke_previews( $draft );
		$this->assertSame( 0, curadoria_afiliados_preview_reader( $draft, $token ) );
		$this->assertSame( $admin, curadoria_afiliados_preview_reader( $other, $kept ), "another post's links stay" );
		$this->assertSame( $admin, curadoria_afiliados_preview_reader( $draft, curadoria_afiliados_issue_preview_token( $draft ) ) );
	}

	/**
	 * A post sent to the trash can no longer be previewed.
	 */
	public function test_a_trashed_post_can_no_longer_be_previewed() {
		$this->log_in_as_admin();
		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		$token = curadoria_afiliados_issue_preview_token( $draft );
		wp_trash_post( $draft );
		$this->assertSame( 0, curadoria_afiliados_preview_reader( $draft, $token ) );
	}

	/**
	 * The local test WordPress's clock file moves the preview's clock: an hour later the token fails.
	 */
	public function test_the_test_clock_makes_an_hour_pass() {
		$this->log_in_as_admin();
		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		$token = curadoria_afiliados_issue_preview_token( $draft );
		$now   = time();
		file_put_contents( CURADORIA_TEST_CLOCK_FILE, '3600' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->assertGreaterThanOrEqual( $now + 3600, curadoria_afiliados_preview_now() );
		$this->assertSame( 0, curadoria_afiliados_preview_reader( $draft, $token ) );
	}

	/**
	 * A clock file that does not hold a number of seconds is ignored.
	 */
	public function test_a_clock_file_without_seconds_is_ignored() {
		foreach ( array( '1e5', '3600.5', '-3600', '3600 segundos' ) as $junk ) {
			file_put_contents( CURADORIA_TEST_CLOCK_FILE, $junk ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
			$this->assertLessThanOrEqual( time(), curadoria_afiliados_preview_now(), $junk );
		}
	}
}
