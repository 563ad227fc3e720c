package sparkpods.oracle;

import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;
import java.util.Random;
import org.apache.xbean.asm9.ClassReader;
import org.apache.xbean.asm9.ClassVisitor;
import org.apache.xbean.asm9.ClassWriter;
import org.apache.xbean.asm9.MethodVisitor;
import org.apache.xbean.asm9.Opcodes;

/**
 * The one source of randomness no setting pins: {@code LocalDirsFeatureStep} shuffles the local
 * dirs with {@code Utils.randomize}, that is {@code randomizeInPlace(arr, new Random())}. As a Java
 * agent this rewrites {@code Utils$.randomizeInPlace$default$2()} (the {@code new Random()}) in
 * every loader that defines {@code Utils$} to return an {@link IdentityShuffle}, so the dirs keep
 * their configured order. The bytecode is rewritten with the ASM copy Spark itself ships.
 */
public final class Agent {
  private Agent() {}

  /**
   * A {@code Random} for which {@code randomizeInPlace} is the identity: it calls
   * {@code nextInt(i + 1)} for i from n-1 down to 1 and swaps element i with the result.
   */
  public static final class IdentityShuffle extends Random {
    private static final long serialVersionUID = 1L;

    @Override
    public int nextInt(int bound) {
      return bound - 1;
    }
  }

  public static void premain(String args, Instrumentation instrumentation) {
    instrumentation.addTransformer(new ClassFileTransformer() {
      @Override
      public byte[] transform(ClassLoader loader, String className, Class<?> redefined,
          ProtectionDomain domain, byte[] bytes) {
        if (!"org/apache/spark/util/Utils$".equals(className)) {
          return null;
        }
        try {
          return withIdentityShuffle(bytes);
        } catch (RuntimeException e) {
          e.printStackTrace();
          return null;
        }
      }
    });
  }

  private static byte[] withIdentityShuffle(byte[] bytes) {
    ClassReader reader = new ClassReader(bytes);
    ClassWriter writer = new ClassWriter(reader, 0);
    String shuffle = IdentityShuffle.class.getName().replace('.', '/');
    reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String desc, String signature,
          String[] exceptions) {
        MethodVisitor mv = super.visitMethod(access, name, desc, signature, exceptions);
        if (!name.equals("randomizeInPlace$default$2") || !desc.equals("()Ljava/util/Random;")) {
          return mv;
        }
        mv.visitCode();
        mv.visitTypeInsn(Opcodes.NEW, shuffle);
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, shuffle, "<init>", "()V", false);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(2, 1);
        mv.visitEnd();
        return null; // the original body is dropped
      }
    }, 0);
    return writer.toByteArray();
  }
}
