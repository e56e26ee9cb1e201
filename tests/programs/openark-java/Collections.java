import java.util.HashMap;

public class Collections {
    public static void main(String[] args) {
        HashMap<Object, Object> m = new HashMap<>();
        m.put("one", Integer.valueOf(1));
        m.put("two", Integer.valueOf(2));
        m.put(Long.valueOf(40000000000L), Boolean.valueOf(true));
        m.put(Character.valueOf('z'), Double.valueOf(2.5));
        m.put("one", Integer.valueOf(11));
        System.out.println(m);
        System.out.println(m.size());
        System.out.println(m.get("one"));
        System.out.println(m.containsKey("three"));
        System.out.println(m.getOrDefault("three", "none"));
        m.remove("two");
        System.out.println(m);
        for (int i = 0; i < 20; i++) {
            m.put(Integer.valueOf(i * 7), Integer.valueOf(i));
        }
        System.out.println(m);
        String s = "  Hello, World  ".trim();
        System.out.println(s.substring(7) + "|" + s.indexOf("World") + "|" + s.toUpperCase() + "|" + s.startsWith("Hell") + "|" + s.compareTo("Help"));
    }
}
