package varia.diagram;

import com.github.weisj.jsvg.SVGDocument;
import com.github.weisj.jsvg.attributes.ViewBox;
import com.github.weisj.jsvg.geometry.size.FloatSize;
import com.github.weisj.jsvg.parser.SVGLoader;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import javax.imageio.ImageIO;

/** Rasterises a diagram's SVG to PNG (JSVG on Java2D, headless; text in the system's fonts). */
public final class Png {
    private Png() {}

    /** Largest accepted scale, so a command line cannot ask for a gigapixel image. */
    public static final double MAX_SCALE = 4;

    public static byte[] of(String svg, double scale) {
        if (!(scale > 0 && scale <= MAX_SCALE)) throw new IllegalArgumentException("scale must be above 0 and at most " + MAX_SCALE);
        System.setProperty("java.awt.headless", "true");
        SVGDocument doc = new SVGLoader().load(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        if (doc == null) throw new IllegalStateException("the diagram's SVG could not be read back");
        FloatSize size = doc.size();
        int w = (int) Math.ceil(size.width * scale), h = (int) Math.ceil(size.height * scale);
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            doc.render((java.awt.Component) null, g, new ViewBox(0, 0, w, h));
        } finally {
            g.dispose();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(img, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
