<?php
/**
 * Photos uploaded by the image tests, drawn by wordpress/lib/draw-image.php
 * (as the seed draws its own), and deleted with their files after each test.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Uploads of a test.
 */
trait Curadoria_Uploads {

	/**
	 * Attachments uploaded by the test.
	 *
	 * @var int[]
	 */
	private $uploads = array();

	/**
	 * Delete the test's uploads, files included (the rows go with the
	 * transaction's rollback anyway; the files would not).
	 */
	protected function delete_uploads() {
		foreach ( $this->uploads as $attachment ) {
			wp_delete_attachment( $attachment, true );
		}
		$this->uploads = array();
	}

	/**
	 * Upload a drawn 1500×1000 photo (a camera's 3:2).
	 *
	 * @param string $name      File name without extension.
	 * @param string $extension jpg or png.
	 * @return int Attachment ID.
	 */
	protected function upload_photo( $name, $extension = 'jpg' ) {
		require_once Curadoria_Local_WordPress::repo_root() . '/wordpress/lib/draw-image.php';
		$file = array(
			'name'     => "{$name}.{$extension}",
			'tmp_name' => curadoria_draw_image( $name, 'teste', 1500, 1000, $extension, wp_tempnam( "{$name}.{$extension}" ) ),
		);
		$id   = media_handle_sideload( $file, 0, 'teste' );
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : 'upload' );
		$this->uploads[] = $id;
		return $id;
	}

	/**
	 * Upload one with the plugin's sizes unregistered, as before the plugin.
	 *
	 * @param string $name File name without extension.
	 * @return int Attachment ID.
	 */
	protected function upload_photo_from_before_the_plugin( $name ) {
		foreach ( array_keys( curadoria_afiliados_image_sizes() ) as $size ) {
			remove_image_size( $size );
		}
		try {
			return $this->upload_photo( $name );
		} finally {
			curadoria_afiliados_register_image_sizes();
		}
	}

	/**
	 * The plugin's sizes an attachment has, as "name WxH mime (on disk or missing)".
	 *
	 * @param int $id Attachment ID.
	 * @return string[]
	 */
	protected function plugin_sizes( $id ) {
		$meta      = wp_get_attachment_metadata( $id );
		$directory = dirname( (string) get_attached_file( $id ) );
		$found     = array();
		foreach ( array_keys( curadoria_afiliados_image_sizes() ) as $name ) {
			if ( isset( $meta['sizes'][ $name ] ) ) {
				$size    = $meta['sizes'][ $name ];
				$on_disk = is_file( path_join( $directory, $size['file'] ) ) ? 'on disk' : 'missing';
				$found[] = "{$name} {$size['width']}x{$size['height']} {$size['mime-type']} ({$on_disk})";
			}
		}
		return $found;
	}

	/**
	 * The four 4:3 sizes of a 1500×1000 upload, in one format, on disk.
	 *
	 * @param string $mime Format.
	 * @return string[]
	 */
	protected function sizes_in( $mime ) {
		return array(
			"curadoria-4x3-480 480x360 {$mime} (on disk)",
			"curadoria-4x3-600 600x450 {$mime} (on disk)",
			"curadoria-4x3-800 800x600 {$mime} (on disk)",
			"curadoria-4x3-1200 1200x900 {$mime} (on disk)",
		);
	}
}
