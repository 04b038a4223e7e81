<?php
/**
 * Tests of includes/image-sizes.php: the 4:3 sizes of the site's image box,
 * written in WebP.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The 4:3 sizes.
 */
final class Image_Sizes_Test extends Curadoria_Test_Case {

	use Curadoria_Uploads;

	/**
	 * Skip where PHP's image editor cannot write WebP.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/image.php';
	}

	/**
	 * Delete the uploads, then roll back.
	 */
	protected function tearDown(): void {
		$this->delete_uploads();
		parent::tearDown();
	}

	/**
	 * Skip a WebP test where PHP's image editor cannot write WebP.
	 */
	private function need_webp() {
		if ( ! wp_image_editor_supports( array( 'mime_type' => 'image/webp' ) ) ) {
			$this->markTestSkipped( "this PHP's image editor cannot write WebP" );
		}
	}

	/**
	 * Four sizes, from a phone's slot to a wide screen at twice its density,
	 * cut from the centre.
	 */
	public function test_the_four_4_3_sizes_are_registered_hard_cropped() {
		$registered = wp_get_registered_image_subsizes();
		foreach ( array( 480 => 360, 600 => 450, 800 => 600, 1200 => 900 ) as $width => $height ) {
			$this->assertSame(
				array(
					'width'  => $width,
					'height' => $height,
					'crop'   => true,
				),
				$registered[ "curadoria-4x3-{$width}" ] ?? null
			);
		}
	}

	/**
	 * An upload gets the sizes in WebP, without a JPEG copy of them written
	 * first; WordPress's own sizes keep the upload's format.
	 */
	public function test_an_upload_gets_the_4_3_sizes_in_webp() {
		$this->need_webp();
		$formats = array();
		$this->add_filter(
			'wp_update_attachment_metadata',
			static function ( $data ) use ( &$formats ) {
				foreach ( array_intersect_key( (array) ( $data['sizes'] ?? array() ), curadoria_afiliados_image_sizes() ) as $size ) {
					$formats[ $size['mime-type'] ] = true;
				}
				return $data;
			}
		);
		$photo = $this->upload_photo( 'phpunit-webp-upload' );
		$this->assertSame( $this->sizes_in( 'image/webp' ), $this->plugin_sizes( $photo ) );
		$this->assertSame( array( 'image/webp' ), array_keys( $formats ), 'no JPEG copy of them is written first' );
		$this->assertSame( 'image/jpeg', wp_get_attachment_metadata( $photo )['sizes']['medium']['mime-type'] ?? null );
	}

	/**
	 * A PNG and a JPEG of the same name keep their own WebP files.
	 */
	public function test_two_uploads_of_the_same_name_keep_their_own_files() {
		$this->need_webp();
		$files = array_map(
			static function ( $id ) {
				return wp_get_attachment_metadata( $id )['sizes']['curadoria-4x3-480']['file'] ?? '';
			},
			array( $this->upload_photo( 'phpunit-webp-gemeo', 'png' ), $this->upload_photo( 'phpunit-webp-gemeo', 'jpg' ) )
		);
		$this->assertCount( 2, array_unique( $files ) );
	}

	/**
	 * Without WebP, WordPress makes them in the upload's format.
	 */
	public function test_without_webp_the_sizes_keep_the_uploads_format() {
		$this->add_filter( 'curadoria_afiliados_webp_sizes', '__return_false' );
		$this->assertSame( $this->sizes_in( 'image/jpeg' ), $this->plugin_sizes( $this->upload_photo( 'phpunit-jpeg-sizes' ) ) );
	}

	/**
	 * The seeded products' featured images, as the site reads them embedded in
	 * the posts: the 4:3 crops (800×600 when the upload allows it), in WebP,
	 * WordPress's own sizes in the upload's format; JPEG, PNG and WebP uploads
	 * all among them.
	 */
	public function test_the_seeded_featured_images_offer_the_4_3_crops_in_webp() {
		$this->need_webp();
		$posts = rest_get_server()->response_to_data( $this->rest( 'GET', '/wp/v2/posts', array( 'per_page' => 20 ) ), true );
		$crops = 0;
		$webp  = 0;
		$types = array();
		foreach ( $posts as $post ) {
			$media   = $post['_embedded']['wp:featuredmedia'][0] ?? array();
			$details = $media['media_details'] ?? array();
			$sizes   = $details['sizes'] ?? array();
			$is      = static function ( $name, $width, $height ) use ( $sizes ) {
				return ( $sizes[ $name ]['width'] ?? 0 ) === $width && ( $sizes[ $name ]['height'] ?? 0 ) === $height && 0 === strpos( $sizes[ $name ]['source_url'] ?? '', 'http' );
			};
			if ( $is( 'curadoria-4x3-480', 480, 360 ) && $is( 'curadoria-4x3-600', 600, 450 ) && ( ( $details['width'] ?? 0 ) < 800 || ( $details['height'] ?? 0 ) < 600 || $is( 'curadoria-4x3-800', 800, 600 ) ) ) {
				++$crops;
			}
			if ( 'image/webp' === ( $sizes['curadoria-4x3-480']['mime_type'] ?? '' ) && '.webp' === substr( $sizes['curadoria-4x3-480']['source_url'] ?? '', -5 ) && ( $sizes['thumbnail']['mime_type'] ?? '' ) === ( $media['mime_type'] ?? '-' ) ) {
				++$webp;
			}
			$types[ $media['mime_type'] ?? '' ] = true;
		}
		$this->assertGreaterThanOrEqual( 18, $crops, '4:3 crops' );
		$this->assertGreaterThanOrEqual( 18, $webp, 'in WebP' );
		$this->assertGreaterThanOrEqual( 3, count( $types ), 'JPEG, PNG and WebP uploads' );
	}
}
