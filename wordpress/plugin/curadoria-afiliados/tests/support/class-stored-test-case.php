<?php
/**
 * Base of the integration tests whose writes must really be stored: those
 * that need the running server (another process, which cannot see a test's
 * transaction: Curadoria_Http_Test_Case) and those whose statements end any
 * transaction (an upgrade, the uninstall). The test's posts are deleted after
 * it (their counts, clicks per store and history go with them) and the
 * options it changes are put back as they were, byte for byte.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Stored test case.
 */
abstract class Curadoria_Stored_Test_Case extends Curadoria_Test_Case {

	/**
	 * Posts to delete after the test.
	 *
	 * @var int[]
	 */
	private $committed_posts = array();

	/**
	 * Option rows to put back after the test: name => row, or null when absent.
	 *
	 * @var array<string, array|null>
	 */
	private $saved_options = array();

	/**
	 * Post meta rows to put back after the test: "post key" => array( post, key, rows ).
	 *
	 * @var array<string, array>
	 */
	private $saved_meta = array();

	/**
	 * No transaction: what the test writes is stored.
	 */
	protected function setUp(): void {
		wp_set_current_user( 0 );
	}

	/**
	 * Delete the test's posts, put its options back.
	 */
	protected function tearDown(): void {
		try {
			$this->reset_request();
		} finally {
			$this->clean_up();
		}
	}

	/**
	 * Delete the test's posts and put its options back.
	 */
	private function clean_up() {
		global $wpdb;
		foreach ( $this->committed_posts as $post_id ) {
			wp_delete_post( $post_id, true );
		}
		$this->committed_posts = array();
		foreach ( $this->saved_options as $name => $row ) {
			$wpdb->delete( $wpdb->options, array( 'option_name' => $name ) );
			if ( null !== $row ) {
				$wpdb->insert( $wpdb->options, $row );
			}
		}
		$this->saved_options = array();
		foreach ( $this->saved_meta as list( $post_id, $key, $rows ) ) {
			$wpdb->delete(
				$wpdb->postmeta,
				array(
					'post_id'  => $post_id,
					'meta_key' => $key,
				)
			);
			foreach ( $rows as $row ) {
				$wpdb->insert( $wpdb->postmeta, $row );
			}
		}
		$this->saved_meta = array();
		// What deleting the posts recorded (a rebuild, a history point) is not sent at shutdown.
		$this->reset_request();
		wp_cache_flush();
	}

	/**
	 * A stored post of the test, deleted after it (never a rebuild: the deploy
	 * hook is off while it is written).
	 *
	 * @param array $args wp_insert_post() arguments.
	 * @return int Post ID.
	 */
	protected function create_post( array $args = array() ) {
		add_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );
		try {
			$id = parent::create_post( $args );
		} finally {
			remove_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );
		}
		$this->committed_posts[] = $id;
		return $id;
	}

	/**
	 * Keep an option's row as it is now, to put it back after the test.
	 *
	 * @param string $name Option name.
	 */
	protected function keep_option( $name ) {
		global $wpdb;
		if ( ! array_key_exists( $name, $this->saved_options ) ) {
			$this->saved_options[ $name ] = $wpdb->get_row( $wpdb->prepare( "SELECT option_name, option_value, autoload FROM {$wpdb->options} WHERE option_name = %s", $name ), ARRAY_A );
		}
	}

	/**
	 * Keep a post's meta rows of a key as they are now, to put them back
	 * after the test (e.g. the _edit_lock an edit screen writes).
	 *
	 * @param int    $post_id Post ID.
	 * @param string $key     Meta key.
	 */
	protected function keep_meta( $post_id, $key ) {
		global $wpdb;
		$this->saved_meta[ $post_id . ' ' . $key ] = array( $post_id, $key, $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s", $post_id, $key ), ARRAY_A ) );
	}

	/**
	 * Store an option for the server to read, put back after the test.
	 *
	 * @param string $name  Option name.
	 * @param mixed  $value Value.
	 */
	protected function set_option( $name, $value ) {
		$this->keep_option( $name );
		update_option( $name, $value );
	}
}
