"""Family m: a freelance mobile-app tester in Nagpur, India (Marathi, Hindi, Hinglish)."""

from __future__ import annotations

from ninetyfourth_spec import Fam, after, enc_qp, gen_pw, mail_body, prov, rsa_pem

NAGPUR = Fam(
    name="nagpur_mobile_app_tester",
    orgs=("jaanchlab", "santraqa", "vidarbhaapps", "sitabuldisoft"),
    tld="in",
    first=(
        ("प्रिया", "priya"),
        ("राहुल", "rahul"),
        ("स्नेहा", "sneha"),
        ("अमित", "amit"),
        ("पूजा", "pooja"),
        ("रोहन", "rohan"),
        ("अक्षय", "akshay"),
        ("श्रुती", "shruti"),
    ),
    last=(
        ("देशपांडे", "deshpande"),
        ("कुळकर्णी", "kulkarni"),
        ("पाटील", "patil"),
        ("जोशी", "joshi"),
        ("वानखेडे", "wankhede"),
        ("गायकवाड", "gaikwad"),
    ),
    words=(
        "santra",
        "ganpati",
        "vidarbha",
        "tadoba",
        "diwali",
        "bappa",
        "sitabuldi",
        "futala",
        "dhantoli",
        "pohe",
        "tarri",
        "ambazari",
    ),
    pets=("moti", "sheru", "bruno", "golu", "tommy", "chiku"),
    cc="+91",
    city="Nagpur",
)
F = NAGPUR.reg


def _mr_mail(cred: str, s: dict) -> str:
    body = (
        f"नमस्कार {s['fn_l']},\n\n"
        "नवीन बिल्ड (v2.4.1) Firebase App Distribution वर टाकली आहे. "
        "लॉगिन फ्लो आणि UPI पेमेंट स्क्रीन पुन्हा तपासा.\n\n"
        f"स्टेजिंग अ‍ॅडमिन: https://{s['host']}/admin\n"
        f"युजर: {s['login']}\n"
        f"पासवर्ड: {cred}\n\n"
        "बग्स Jira मध्ये टाका, स्क्रीन रेकॉर्डिंगसह.\n"
        f"धन्यवाद,\n{s['cfn_l']} {s['cln_l']}\n"
    )
    return enc_qp(body)


F(
    "nagpur_marathi_email_quoted_printable",
    ("mail/build_<<nn>>.eml", "Downloads/staging_access_<<n>>.eml"),
    """From: <<cfnc>> <<clnc>> <<<cmail>>>
To: <<fnc>> <<lnc>> <<<gmail>>>
Subject: =?UTF-8?Q?=E0=A4=A8=E0=A4=B5=E0=A5=80=E0=A4=A8_build_v2.4.1?=
Date: Wed, <<dd>> Jul <<year>> <<time>>:<<sec>> +0530
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

<<enc>>
""",
    lambda r, s: gen_pw(r, sym="=!@"),
    syntax="",
    enc=_mr_mail,
    decode=lambda t: after("पासवर्ड:", mail_body(t)),
)

F(
    "nagpur_browserstack_yml",
    ("app-qa/browserstack.yml", "projects/<<org>>-<<n>>/browserstack.yml"),
    """userName: <<login>>_<<nn>>
accessKey: <<cred>>
app: bs://<<hx>>
platforms:
  - deviceName: Samsung Galaxy S23
    platformVersion: "13.0"
  - deviceName: Google Pixel 7
    platformVersion: "14.0"
buildName: regression-<<date>>
projectName: <<org>> android
parallelsPerPlatform: 2
""",
    "p:browserstack",
    extra=lambda r, s: {"hx": prov(r, "sketchfab") + "a1b2c3d4"},
)

F(
    "nagpur_razorpay_keys_gradle_properties",
    ("android/gradle.properties", "clients/<<org>>/app/gradle_<<n>>.properties"),
    """org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
android.useAndroidX=true
# Razorpay live keys (client ne diye - QA build me hi use karna)
RAZORPAY_KEY_ID=rzp_live_<<kid>>
RAZORPAY_KEY_SECRET=<<cred>>
""",
    "p:razorpay_secret",
    syntax="",
    extra=lambda r, s: {"kid": prov(r, "browserstack")[:14]},
)

F(
    "nagpur_hinglish_whatsapp_qa_accounts",
    ("WhatsApp Chat with QA Team <<org>>.txt", "chats/wa_qa_<<n>>.txt"),
    """<<dd>>/<<mm>>/<<yy>>, <<time>> pm - <<cfnc>> <<clnc>>: Sabko batch 14 ka APK mil gaya?
<<dd>>/<<mm>>/<<yy>>, <<time>> pm - <<fnc>> <<lnc>>: Haan bhai, lekin staging login nahi ho raha
<<dd>>/<<mm>>/<<yy>>, <<time2>> pm - <<cfnc>> <<clnc>>: Naya user bana diya: <<login>>@<<dom>>
<<dd>>/<<mm>>/<<yy>>, <<time2>> pm - <<cfnc>> <<clnc>>: password - <<cred>>
<<dd>>/<<mm>>/<<yy>>, <<time2>> pm - <<fnc>> <<lnc>>: Ho gaya 👍 shaam tak report bhejti hoon
""",
    "human",
)

F(
    "nagpur_lambdatest_appium_caps_json",
    ("appium/caps/lt_android_<<n>>.json", "qa/<<org>>/capabilities.json"),
    """{
  "hub": "https://<<login>>:<<cred>>@mobile-hub.lambdatest.com/wd/hub",
  "capabilities": {
    "platformName": "android",
    "lt:options": {
      "deviceName": "Galaxy S21",
      "platformVersion": "12",
      "app": "lt://APP10<<nn>><<n>>",
      "build": "smoke-<<date>>",
      "isRealMobile": true
    }
  }
}
""",
    "p:lambdatest",
)

F(
    "nagpur_firebase_service_account_json",
    ("ci/firebase-app-distribution-<<n>>.json", "secrets/<<org>>-qa-firebase-adminsdk.json"),
    """{
  "type": "service_account",
  "project_id": "<<org>>-qa-<<n>>",
  "private_key_id": "<<kid>>",
  "private_key": "<<cred>>\\n",
  "client_email": "firebase-adminsdk-<<nn>>@<<org>>-qa-<<n>>.iam.gserviceaccount.com",
  "client_id": "1<<nn>><<nn>><<nn>>",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    lambda r, s: rsa_pem(r, pkcs8=True).replace("\n", "\\n"),
    extra=lambda r, s: {"kid": prov(r, "freelancehunt")},
)

F(
    "nagpur_android_keystore_signing_properties",
    ("android/keystore.properties", "clients/<<org>>/signing_<<n>>.properties"),
    """storeFile=../keys/<<org>>-release.jks
storePassword=<<cred>>
keyAlias=<<org>>
keyPassword=<<cred>>
""",
    "pw",
    syntax="",
)

F(
    "nagpur_adb_shell_history_input_text",
    ("home/<<login>>/.zsh_history", "qa/<<login>>_<<n>>/.bash_history"),
    """adb devices
adb install -r app-staging-release.apk
adb shell am start -n com.<<org>>.app/.MainActivity
adb shell input text '<<login>>@<<dom>>'
adb shell input keyevent 61
adb shell input text '<<cred>>'
adb shell input keyevent 66
adb exec-out screencap -p > login_<<n>>.png
adb logcat -d | grep -i razorpay > rzp.log
""",
    "pw_bare",
    syntax="",
)
