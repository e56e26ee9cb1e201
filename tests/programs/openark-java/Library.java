import java.util.ArrayList;

public class Library {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append("n=").append(42).append(' ').append(true);
        System.out.println(sb.toString());
        String s = "héllo";
        System.out.println(s.length());
        System.out.println(s.hashCode());
        System.out.println(s);
        Integer a = Integer.valueOf(100);
        Integer b = Integer.valueOf(100);
        System.out.println(a == b);
        ArrayList<Object> l = new ArrayList<>();
        l.add("x");
        l.add(a);
        System.out.println(l);
        try {
            throw new IllegalStateException("bad state");
        } catch (RuntimeException e) {
            System.out.println(e);
        }
    }
}
