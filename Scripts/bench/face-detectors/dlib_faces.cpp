// Times dlib's built-in HOG frontal face detector on one PNG: model set-up, then best of 3 detections.
// Built and run by measure.sh --time; not part of outdoor.
#include <dlib/image_processing/frontal_face_detector.h>
#include <dlib/image_io.h>
#include <chrono>
#include <cstdio>
int main(int argc,char**argv){
  auto t0=std::chrono::steady_clock::now();
  dlib::frontal_face_detector d=dlib::get_frontal_face_detector();
  auto t1=std::chrono::steady_clock::now();
  dlib::array2d<unsigned char> img; dlib::load_image(img,argv[1]);
  std::vector<dlib::rectangle> f; double best=1e9;
  for(int i=0;i<3;i++){auto a=std::chrono::steady_clock::now(); f=d(img); auto b=std::chrono::steady_clock::now(); double ms=std::chrono::duration<double,std::milli>(b-a).count(); if(ms<best)best=ms;}
  printf("dlib load %.1f ms, detect %ldx%ld best of 3 %.1f ms, faces %zu", std::chrono::duration<double,std::milli>(t1-t0).count(), img.nc(),img.nr(),best,f.size());
  for(auto&r:f)printf(" [%ld,%ld %ldx%ld]",r.left(),r.top(),r.width(),r.height()); printf("\n");}
