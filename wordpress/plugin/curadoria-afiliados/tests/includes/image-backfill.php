<?php
/**
 * Tests of includes/image-backfill.php: featured images uploaded before the
 * plugin get the 4:3 WebP sizes from WP-Cron, and the posts that show them
 * are marked as modified for the site's next update.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The backfill.
 */
final class Image_Backfill_Test extends Curadoria_Test_Case {

	use Curadoria_Uploads;

	/**
	 * An upload from before the plugin and one with JPEG crops (made without
	 * WebP), each the featured image of a post last modified long ago, in a
	 * time zone other than UTC.
	 *
	 * @var array{old: int, jpeg: int, posts: int[]}
	 */
	private $images;

	/**
	 * The two images and their posts.
	 */
	protected function setUp(): void {
		global $wpdb;
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/image.php';
		if ( ! wp_image_editor_supports( array( 'mime_type' => 'image/webp' ) ) ) {
			$this->markTestSkipped( "this PHP's image editor cannot write WebP" );
		}
		update_option( 'timezone_string', 'America/Sao_Paulo' );
		$old = $this->upload_photo_from_before_the_plugin( 'phpunit-webp-antiga' );
		$this->add_filter( 'curadoria_afiliados_webp_sizes', '__return_false' );
		$jpeg = $this->upload_photo( 'phpunit-jpeg-sizes' );
		remove_filter( 'curadoria_afiliados_webp_sizes', '__return_false' );
		$posts = array();
		foreach ( array( $old, $jpeg ) as $image ) {
			$post = $this->create_post(
				array(
					'post_title'  => 'Teste imagem antiga',
					'post_status' => 'draft',
				)
			);
			update_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION, curadoria_afiliados_image_sizes_target(), true );
			set_post_thumbnail( $post, $image );
			$wpdb->update(
				$wpdb->posts,
				array(
					'post_modified'     => '2020-01-02 00:04:05',
					'post_modified_gmt' => '2020-01-02 03:04:05',
				),
				array( 'ID' => $post )
			);
			clean_post_cache( $post );
			$posts[] = $post;
		}
		$this->images = array(
			'old'   => $old,
			'jpeg'  => $jpeg,
			'posts' => $posts,
		);
	}

	/**
	 * Delete the uploads, then roll back.
	 */
	protected function tearDown(): void {
		$this->delete_uploads();
		parent::tearDown();
		$this->assertSame( array(), glob( path_join( wp_upload_dir()['path'], 'phpunit-*' ) ), 'the uploads are deleted with their files, backup sizes included' );
	}

	/**
	 * Whether a post's local and GMT modified dates are now.
	 *
	 * @param int $post Post ID.
	 * @return bool
	 */
	private function marked_now( $post ) {
		$post = get_post( $post );
		return abs( strtotime( $post->post_modified ) - strtotime( current_time( 'mysql' ) ) ) < 60
			&& abs( strtotime( $post->post_modified_gmt ) - time() ) < 60;
	}

	/**
	 * An upload from before the plugin has none of its sizes; choosing a
	 * featured image restarts the backfill; both images are pending, newest
	 * first; a run while another one works leaves them to it.
	 */
	public function test_images_without_the_sizes_wait_for_a_run_that_is_not_already_working() {
		$this->assertSame( array(), $this->plugin_sizes( $this->images['old'] ) );
		$this->assertFalse( get_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION ) );
		$this->assertSame( array( $this->images['jpeg'], $this->images['old'] ), array_values( array_intersect( curadoria_afiliados_image_backfill_pending( PHP_INT_MAX ), array( $this->images['old'], $this->images['jpeg'] ) ) ) );
		set_transient( CURADORIA_AFILIADOS_IMAGE_BACKFILL_LOCK, 1, 60 );
		$this->assertGreaterThan( 0, curadoria_afiliados_image_backfill_run( 120 ) );
		$this->assertSame( array(), $this->plugin_sizes( $this->images['old'] ) );
	}

	/**
	 * A run brings every featured image to the sizes in WebP and ends; the
	 * JPEG crops it replaces stay on disk as backup sizes; the posts that show
	 * them are marked modified now, local and GMT dates. A second run leaves
	 * an image already done alone (its post is not marked again) and finds
	 * nothing pending, until WordPress's image editor (crop, rotate) writes
	 * the sizes again in the upload's format.
	 */
	public function test_a_run_brings_every_image_to_the_webp_sizes_once_until_one_is_edited() {
		global $wpdb;
		$this->assertSame( array( 0, CURADORIA_AFILIADOS_IMAGE_SIZES_VERSION . '-webp' ), array( curadoria_afiliados_image_backfill_run( 120 ), get_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION ) ) );
		$this->assertSame( $this->sizes_in( 'image/webp' ), $this->plugin_sizes( $this->images['old'] ) );
		$this->assertSame( $this->sizes_in( 'image/webp' ), $this->plugin_sizes( $this->images['jpeg'] ) );
		$backup = get_post_meta( $this->images['jpeg'], '_wp_attachment_backup_sizes', true );
		$folder = dirname( (string) get_attached_file( $this->images['jpeg'] ) );
		$this->assertSame(
			array( 'image/jpeg', 'image/jpeg', 'image/jpeg', 'image/jpeg' ),
			array_map(
				static function ( $size ) use ( $folder ) {
					return is_file( path_join( $folder, $size['file'] ) ) ? $size['mime-type'] : 'missing';
				},
				is_array( $backup ) ? array_values( $backup ) : array()
			)
		);
		$this->assertSame( array( true, true ), array_map( array( $this, 'marked_now' ), $this->images['posts'] ) );

		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2020-01-02 03:04:05' ), array( 'ID' => $this->images['posts'][0] ) );
		clean_post_cache( $this->images['posts'][0] );
		$this->assertFalse( curadoria_afiliados_image_backfill_one( $this->images['old'] ) );
		$this->assertSame( '2020-01-02 03:04:05', get_post( $this->images['posts'][0] )->post_modified_gmt );
		$this->assertSame( array(), array_intersect( curadoria_afiliados_image_backfill_pending( PHP_INT_MAX ), array( $this->images['old'], $this->images['jpeg'] ) ) );

		$edited = wp_get_attachment_metadata( $this->images['old'] );
		$edited['sizes']['curadoria-4x3-480']['mime-type'] = 'image/jpeg';
		wp_update_attachment_metadata( $this->images['old'], $edited );
		$this->assertContains( $this->images['old'], curadoria_afiliados_image_backfill_pending( PHP_INT_MAX ) );
	}
}
